import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IssuePageText } from './IssuePageText.tsx';

afterEach(cleanup);

describe('IssuePageText', () => {
  it('shows the headline, page and section, standfirst and paragraphs, as text', () => {
    const { container } = render(
      <IssuePageText
        page={4}
        level={3}
        headingId="page-4"
        text={{
          section: 'Hotels',
          headline: 'Behind <b>the</b> Ramparts',
          standfirst: 'A week inside Galle Fort.',
          body: ['Courtyards hold the cool.', '<img src=x onerror=alert(1)>'],
        }}
      />,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Behind <b>the</b> Ramparts' });
    expect(heading.id).toBe('page-4');
    expect(screen.getByRole('article', { name: 'Behind <b>the</b> Ramparts' })).toBeTruthy();
    expect(screen.getByText('Page 4 · Hotels')).toBeTruthy();
    expect(screen.getByText('A week inside Galle Fort.')).toBeTruthy();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(container.querySelector('b, img')).toBeNull();
  });

  it('says when a page has no words', () => {
    render(<IssuePageText page={9} level={2} text={undefined} />);
    expect(screen.getByText('Page 9 has no text.')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
