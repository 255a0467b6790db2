import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentsPanel } from './ContentsPanel.tsx';
import { PageLinks } from './PageLinks.tsx';

afterEach(cleanup);

const links = [
  { x: 0.1, y: 0.2, width: 0.3, height: 0.05, label: 'Gems of Ratnapura', page: 4 },
  { x: 0.5, y: 0.6, width: 0.25, height: 0.04, label: 'The estate', href: 'https://example.com/estate' },
];

describe('PageLinks', () => {
  it('lays each link over its words, named by them, and turns to a page of the issue without leaving it', async () => {
    const turns: number[] = [];
    render(<PageLinks issueId="2" links={links} onTurn={(index) => turns.push(index)} />);
    const toPage = screen.getByRole('link', { name: 'Gems of Ratnapura (page 4)' });
    expect(toPage.getAttribute('href')).toBe('/magazines/2/page/4');
    expect(toPage.getAttribute('style')).toBe('left: 10%; top: 20%; width: 30%; height: 5%;');
    await userEvent.click(toPage);
    expect(turns).toEqual([3]);
    expect(location.pathname).toBe('/');

    const web = screen.getByRole('link', { name: 'The estate (opens in a new tab)' });
    expect(web.getAttribute('href')).toBe('https://example.com/estate');
    expect(web.getAttribute('target')).toBe('_blank');
    expect(web.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('draws nothing for a page without links', () => {
    const { container } = render(<PageLinks issueId="2" links={[]} onTurn={() => undefined} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('ContentsPanel', () => {
  it('lists each story with its page, marks the one on show, and turns to the one chosen', async () => {
    const jumps: number[] = [];
    const contents = [
      { title: 'Tea Country', page: 3, depth: 0 },
      { title: 'The Planter’s Bungalow', page: 5, depth: 1 },
    ];
    render(<ContentsPanel id="contents" contents={contents} current={2} onJump={(index) => jumps.push(index)} />);
    const entries = screen.getAllByRole('button');
    expect(entries.map((entry) => entry.textContent)).toEqual(['Tea Country 3', 'The Planter’s Bungalow 5']);
    expect(entries[0]?.getAttribute('aria-current')).toBe('page');
    await userEvent.click(screen.getByRole('button', { name: /Bungalow/ }));
    expect(jumps).toEqual([4]);
  });
});
