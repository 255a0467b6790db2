import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PREVIEW_ISSUE } from '../../lib/desk/preview-messages.ts';
import { freshIssue as draft } from '../../../tests/support/items.ts';
import IssuePreview from './IssuePreview.tsx';

/** The desk's message, as the frame receives it from the desk on the same origin. */
function send(issue: object): void {
  act(() => {
    dispatchEvent(new MessageEvent('message', { data: { type: PREVIEW_ISSUE, issue }, origin: location.origin }));
  });
}

afterEach(cleanup);

describe('the desk’s issue preview', () => {
  it('shows the page descriptions as they change, not only a new set of pages', async () => {
    render(<IssuePreview />);
    send({ ...draft, pageAlts: ['A wet street in Galle', 'Tea pickers under umbrellas'] });
    expect(await screen.findAllByAltText(/A wet street in Galle/)).not.toHaveLength(0);
    send({ ...draft, pageAlts: ['Fishing boats drawn up on the sand', 'Tea pickers under umbrellas'] });
    expect(await screen.findAllByAltText(/Fishing boats drawn up on the sand/)).not.toHaveLength(0);
    expect(screen.queryAllByAltText(/A wet street in Galle/)).toHaveLength(0);
  });
});
