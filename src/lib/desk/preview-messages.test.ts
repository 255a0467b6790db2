import { describe, expect, it } from 'vitest';
import { PREVIEW_ISSUE, PREVIEW_READY, previewMessage } from './preview-messages.ts';

const ORIGIN = 'http://127.0.0.1:4321';

describe('previewMessage', () => {
  it('takes the desk’s messages from its own origin only', () => {
    expect(previewMessage({ origin: ORIGIN, data: { type: PREVIEW_READY } }, ORIGIN)).toEqual({ type: PREVIEW_READY });
    const issue = { type: PREVIEW_ISSUE, issue: null };
    expect(previewMessage({ origin: ORIGIN, data: issue }, ORIGIN)).toEqual(issue);
    expect(previewMessage({ origin: 'https://elsewhere.example', data: issue }, ORIGIN)).toBeUndefined();
  });

  it('ignores anything else posted to the window', () => {
    expect(previewMessage({ origin: ORIGIN, data: 'hello' }, ORIGIN)).toBeUndefined();
    expect(previewMessage({ origin: ORIGIN, data: { type: PREVIEW_ISSUE } }, ORIGIN)).toBeUndefined();
    expect(previewMessage({ origin: ORIGIN, data: null }, ORIGIN)).toBeUndefined();
  });
});
