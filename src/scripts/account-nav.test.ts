// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { showSignedIn } from './account-nav.ts';

function renderHeader(): void {
  document.body.innerHTML = `
    <nav aria-label="Main"><ul><li data-account-slot="nav"><a href="/login">Login</a></li></ul></nav>
    <nav aria-label="Mobile"><ul><li><a href="/profile">Profile</a></li><li data-account-slot="menu"><a href="/login">Login</a></li></ul></nav>`;
}

const nav = (label: string) => document.querySelector(`nav[aria-label="${label}"]`) as HTMLElement;

describe('showSignedIn', () => {
  it('swaps Login for Collections and profile icons and adds Logout to the mobile menu, and puts Login back', () => {
    renderHeader();
    const onLogout = vi.fn();
    const restore = showSignedIn(document, { currentPath: '/profile', onLogout });

    const collections = nav('Main').querySelector('a[href="/collections"]') as HTMLAnchorElement;
    expect(collections.textContent).toBe('Collections');
    expect(collections.hasAttribute('aria-current')).toBe(false);
    const profile = nav('Main').querySelector('a[href="/profile"]') as HTMLAnchorElement;
    expect(profile.textContent).toBe('Profile');
    expect(profile.getAttribute('aria-current')).toBe('page');
    expect(profile.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(nav('Main').textContent).not.toContain('Login');

    const logout = nav('Mobile').querySelector('button') as HTMLButtonElement;
    expect(logout.textContent).toBe('Logout');
    logout.click();
    expect(onLogout).toHaveBeenCalledOnce();

    logout.focus();
    restore();
    expect([...document.querySelectorAll('a')].map((link) => link.textContent)).toEqual(['Login', 'Profile', 'Login']);
    expect(document.activeElement?.textContent).toBe('Login');
  });

  it('marks the profile icon as the current page only on /profile', () => {
    renderHeader();
    showSignedIn(document, { currentPath: '/blogs', onLogout: () => undefined });
    expect(nav('Main').querySelector('a[href="/profile"]')?.hasAttribute('aria-current')).toBe(false);
  });
});
