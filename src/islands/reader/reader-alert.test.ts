import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../config/accounts.ts';
import { PHONE_PORTRAIT_MEDIA } from '../../lib/reader/orientation.ts';

describe("the alert's CSS before the reader is live", () => {
  it('names the phones and the kept choice the reader itself goes by', () => {
    const css = readFileSync(new URL('./reader-alert.css', import.meta.url), 'utf8');
    expect(css).toContain(`@media ${PHONE_PORTRAIT_MEDIA} {`);
    expect(css).toContain(`[data-kept~='${STORAGE_KEYS.mobileAlertChoice}']`);
  });
});
