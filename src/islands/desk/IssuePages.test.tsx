import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DESK_ANSWERS } from '../../../contract/desk.ts';
import type { ContentsEntry } from '../../../contract/issue-links.ts';
import type { DeskImage } from '../../lib/desk/draft.ts';
import { PAGE_EDITOR_TEXT as TEXT } from '../../lib/desk/page-editor-text.ts';
import { EMPTY_PAGE_TEXT, pageTextOf } from '../../lib/desk/page-text.ts';
import { IssuePages } from './IssuePages.tsx';

const box = { x: 0.1, y: 0.1, width: 0.3, height: 0.05 };
const PAGES: DeskImage[] = [
  {
    path: '/media/imports/1/page-001-1000x1300.webp',
    alt: '',
    text: {
      section: 'Travel',
      headline: 'The Tea Country',
      standfirst: '',
      body: 'Mist on the estates.\n\nHand-picked.',
    },
    links: [
      { ...box, label: 'To the gems', page: 2 },
      { ...box, label: 'Visit the estate', href: 'https://example.com/estate' },
    ],
  },
  { path: '/media/imports/1/page-002-1000x1300.webp', alt: '', text: EMPTY_PAGE_TEXT, links: [] },
  {
    path: '/media/imports/1/page-003-1000x1300.webp',
    alt: '',
    text: { ...EMPTY_PAGE_TEXT, headline: 'Gems of Ratnapura' },
    links: [{ ...box, label: 'Back to tea', page: 1 }],
  },
];
const CONTENTS: ContentsEntry[] = [
  { title: 'Tea', page: 1, depth: 0 },
  { title: 'Gems', page: 3, depth: 0 },
];

/** The pages as the editor holds them, with what they would send laid out for the test to read. */
let held: { images: DeskImage[]; contents: ContentsEntry[] };
function Held() {
  const [issue, setIssue] = useState({ images: PAGES, contents: CONTENTS });
  held = issue;
  return (
    <IssuePages
      pages={issue.images}
      contents={issue.contents}
      onChange={setIssue}
      showMissingAlt={false}
      saveFirst={() => Promise.resolve('1')}
    />
  );
}

const page = (number: number) => screen.getByRole('region', { name: new RegExp(`^Page ${number}\\b`) });

afterEach(cleanup);

describe('an issue’s pages on the desk', () => {
  it('shows each page’s words beside its picture, and says so of a page without any', () => {
    render(<Held />);
    const first = within(page(1));
    expect(first.getByLabelText(TEXT.fields.headline)).toHaveProperty('value', 'The Tea Country');
    expect(first.getByLabelText(TEXT.fields.body)).toHaveProperty('value', 'Mist on the estates.\n\nHand-picked.');
    expect(first.getByText(/“To the gems” → page 2/)).toBeTruthy();
    expect(first.getByText(/“Visit the estate” → https:\/\/example.com\/estate/)).toBeTruthy();
    expect(first.queryByText(TEXT.noText)).toBeNull();
    expect(within(page(2)).getByText(TEXT.noText)).toBeTruthy();
    expect(within(page(2)).getByText(TEXT.noLinks)).toBeTruthy();
  });

  it('takes the editor’s corrections, and writes words on a page without any', async () => {
    const user = userEvent.setup();
    render(<Held />);
    const headline = within(page(1)).getByLabelText(TEXT.fields.headline);
    await user.clear(headline);
    await user.type(headline, 'The Tea Country, corrected');
    await user.type(within(page(2)).getByLabelText(TEXT.fields.headline), 'Advertisement');
    await user.type(within(page(2)).getByLabelText(TEXT.fields.body), 'Stay at the villa.{Enter}{Enter}Book now.');
    expect(pageTextOf(held.images[0]?.text)?.headline).toBe('The Tea Country, corrected');
    expect(pageTextOf(held.images[1]?.text)).toEqual({
      headline: 'Advertisement',
      body: ['Stay at the villa.', 'Book now.'],
    });
    expect(within(page(2)).queryByText(TEXT.noText)).toBeNull();
  });

  it('asks for a headline when a page has words without one', async () => {
    const user = userEvent.setup();
    render(<Held />);
    await user.type(within(page(2)).getByLabelText(TEXT.fields.body), 'Words only.');
    expect(within(page(2)).getByRole('alert').textContent).toBe(TEXT.problems.headline);
    expect(within(page(2)).getByLabelText(TEXT.fields.headline).getAttribute('aria-invalid')).toBe('true');
  });

  it('removes a link', async () => {
    const user = userEvent.setup();
    render(<Held />);
    await user.click(
      within(page(1)).getByRole('button', { name: `${TEXT.actions.removeLink} “To the gems” from page 1` }),
    );
    expect(held.images[0]?.links?.map((link) => link.label)).toEqual(['Visit the estate']);
  });

  it('moves a page with its words, and links and contents follow it; focus stays on the page it moved', async () => {
    const user = userEvent.setup();
    render(<Held />);
    await user.click(within(page(3)).getByRole('button', { name: 'Move page 3 earlier' }));
    expect(held.images.map((one) => one.text?.headline)).toEqual(['The Tea Country', 'Gems of Ratnapura', '']);
    expect(held.images[0]?.links?.[0]?.page).toBe(3);
    expect(held.images[1]?.links?.[0]?.page).toBe(1);
    expect(held.contents).toEqual([
      { title: 'Tea', page: 1, depth: 0 },
      { title: 'Gems', page: 2, depth: 0 },
    ]);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move page 2 earlier');
  });

  it('makes any page the cover, and removes a page', async () => {
    const user = userEvent.setup();
    render(<Held />);
    await user.click(within(page(3)).getByRole('button', { name: 'Make cover from page 3' }));
    expect(within(page(1)).getByRole('heading', { level: 3 }).textContent).toBe(`Page 1${TEXT.cover}`);
    expect(within(page(1)).getByLabelText(TEXT.fields.headline)).toHaveProperty('value', 'Gems of Ratnapura');
    await user.click(within(page(3)).getByRole('button', { name: 'Remove page 3' }));
    expect(held.images).toHaveLength(2);
    // The removed page's contents entry goes to the page before it, the last one now.
    expect(held.contents).toEqual([
      { title: 'Tea', page: 2, depth: 0 },
      { title: 'Gems', page: 1, depth: 0 },
    ]);
    expect(held.images[1]?.links?.map((link) => link.label)).toEqual(['Visit the estate']);
  });

  it('offers a replacement from a picture or a PDF, asking which page of a PDF', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Held />);
    await user.click(within(page(2)).getByRole('button', { name: 'Replace page 2' }));
    const form = screen.getByRole('form', { name: TEXT.replace.legend(2) });
    const file = within(form).getByLabelText(TEXT.replace.file);
    await user.click(within(form).getByRole('button', { name: TEXT.replace.send }));
    expect(within(form).getByRole('alert').textContent).toBe(TEXT.replace.noFile);

    await user.upload(file, new File(['%PDF-1.7'], 'advert.pdf', { type: 'application/pdf' }));
    expect(within(form).getByLabelText(TEXT.replace.pdfPage)).toHaveProperty('value', '1');
    await user.upload(file, new File(['GIF89a'], 'advert.gif', { type: 'image/gif' }));
    expect(within(form).queryByLabelText(TEXT.replace.pdfPage)).toBeNull();
    await user.click(within(form).getByRole('button', { name: TEXT.replace.send }));
    expect(within(form).getByRole('alert').textContent).toBe(DESK_ANSWERS.mediaType);

    await user.click(within(form).getByRole('button', { name: TEXT.replace.cancel }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(held.images[1]?.path).toBe(PAGES[1]?.path);
  });
});
