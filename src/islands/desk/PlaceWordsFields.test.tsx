import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_WORD_LIMITS, type PageWords } from '../../../contract/page-words.ts';
import { PlaceWordsFields } from './PlaceWordsFields.tsx';

let latest: PageWords = {};

function Held({ initial }: { initial: PageWords }) {
  const [words, setWords] = useState(initial);
  latest = words;
  return (
    <PlaceWordsFields
      words={words}
      onChange={(next) => {
        latest = next;
        setWords(next);
      }}
      standfirst="excerpt"
    />
  );
}

afterEach(cleanup);

describe('the desk’s search and social fields', () => {
  it('take no more than the contract’s limits and count as the editor types', () => {
    render(<Held initial={{ searchTitle: 'Dawn at Sigiriya' }} />);
    const searchTitle = screen.getByLabelText('Search heading');
    expect(searchTitle).toHaveProperty('maxLength', PAGE_WORD_LIMITS.searchTitle);
    expect(screen.getByText(`16 of ${PAGE_WORD_LIMITS.searchTitle} characters`)).toBeTruthy();
    fireEvent.change(searchTitle, { target: { value: 'Tea' } });
    expect(screen.getByText(`3 of ${PAGE_WORD_LIMITS.searchTitle} characters`)).toBeTruthy();
    for (const [label, field] of [
      ['Search summary', 'searchDescription'],
      ['Social heading', 'socialTitle'],
      ['Social summary', 'socialDescription'],
    ] as const) {
      expect(screen.getByLabelText(label)).toHaveProperty('maxLength', PAGE_WORD_LIMITS[field]);
      expect(screen.getByText(`0 of ${PAGE_WORD_LIMITS[field]} characters`)).toBeTruthy();
    }
  });

  it('say what stands in for an empty field', () => {
    render(<Held initial={{}} />);
    expect(screen.getAllByText(/Empty: the excerpt\.$/)).toHaveLength(2);
    expect(screen.getByLabelText('Search heading').getAttribute('aria-describedby')).toContain('desk-searchTitle-hint');
  });

  it('keep a pasted line break as a space, so nothing typed is lost or refused', () => {
    render(<Held initial={{}} />);
    fireEvent.change(screen.getByLabelText('Social summary'), { target: { value: 'Mist.\nTea.' } });
    expect(latest.socialDescription).toBe('Mist. Tea.');
  });
});
