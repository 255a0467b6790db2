// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { setUpMobileMenu } from './mobile-menu.ts';

function render(): { toggle: HTMLButtonElement; menu: HTMLElement } {
  document.body.innerHTML = `
    <button type="button" aria-expanded="false" aria-controls="menu" data-menu-toggle>Menu</button>
    <nav id="menu" hidden><a href="/luxury">Latest Issue</a></nav>`;
  setUpMobileMenu(document);
  return {
    toggle: document.querySelector('button') as HTMLButtonElement,
    menu: document.getElementById('menu') as HTMLElement,
  };
}

describe('the mobile menu', () => {
  it('opens and closes with its button', () => {
    const { toggle, menu } = render();
    toggle.click();
    expect([toggle.getAttribute('aria-expanded'), menu.hidden]).toEqual(['true', false]);
    toggle.click();
    expect([toggle.getAttribute('aria-expanded'), menu.hidden]).toEqual(['false', true]);
  });

  it('closes with Escape and gives focus back to the button', () => {
    const { toggle, menu } = render();
    toggle.click();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(menu.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
  });
});
