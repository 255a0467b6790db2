import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageText } from '../../../contract/schemas.ts';
import type { PageRange } from '../../lib/reader/pages.ts';
import { PageTextLink, PageTextView, usePageTextView } from './PageTextView.tsx';

const texts: (PageText | null)[] = [
  { section: 'Cover', headline: 'Slow Days, Secret Places', body: ['Leopards at first light'] },
  { section: 'Contents', headline: 'In This Issue', body: ['3 · From the Editor'] },
  { section: 'Editor’s Letter', headline: 'From the Editor', standfirst: 'Do less.', body: ['Welcome.'] },
  null,
];

/** The reader's use of the view, without the book: a status line, its link, and a turn button. */
function Harness({ pageTexts, start }: { pageTexts?: (PageText | null)[]; start: PageRange }): ReactNode {
  const [spread, setSpread] = useState(start);
  const text = usePageTextView(pageTexts, spread, 'reader-text');
  return (
    <section aria-label="reader">
      <p role="status">Page {spread.first + 1}</p>
      {text.pages.length > 0 && (
        <PageTextLink ref={text.linkRef} viewId={text.id} pages={text.pages.length} onOpen={text.open} />
      )}
      <button type="button" onClick={() => setSpread({ first: 3, last: 3 })}>
        Turn
      </button>
      {text.pages.length > 0 && <PageTextView ref={text.viewRef} id={text.id} pages={text.pages} onBack={text.back} />}
    </section>
  );
}

afterEach(cleanup);

describe('the reader’s text view', () => {
  it('shows the words of the spread in view, and a link beside the announcement that moves focus to them', () => {
    render(<Harness pageTexts={texts} start={{ first: 1, last: 2 }} />);
    const view = screen.getByRole('region', { name: 'Text of pages 2 and 3' });
    expect(screen.getByRole('heading', { level: 3, name: 'In This Issue' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'From the Editor' })).toBeTruthy();
    expect(screen.getByText('Page 3 · Editor’s Letter')).toBeTruthy();
    expect(screen.queryByText('Slow Days, Secret Places')).toBeNull();

    const link = screen.getByRole('link', { name: 'Read these pages as text' });
    expect(link.getAttribute('href')).toBe(`#${view.id}`);
    fireEvent.click(link);
    expect(document.activeElement).toBe(view);

    fireEvent.click(screen.getByRole('button', { name: 'Back to the pages' }));
    expect(document.activeElement).toBe(link);
  });

  it('follows the book as it turns, and says when a page has no words', () => {
    render(<Harness pageTexts={texts} start={{ first: 0, last: 0 }} />);
    expect(screen.getByRole('region', { name: 'Text of page 1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read this page as text' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Turn' }));
    expect(screen.getByRole('region', { name: 'Text of page 4' })).toBeTruthy();
    expect(screen.getByText('Page 4 has no text.')).toBeTruthy();
  });

  it('offers nothing for an issue without text', () => {
    render(<Harness start={{ first: 0, last: 0 }} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('region', { name: /^Text of/ })).toBeNull();
  });
});
