/** The XSS corpus of tests/fixtures/xss-payloads.json (source and licence named in the file). */
import { readFileSync } from 'node:fs';

export const XSS_PAYLOADS: string[] = (
  JSON.parse(readFileSync(new URL('../fixtures/xss-payloads.json', import.meta.url), 'utf8')) as { payloads: string[] }
).payloads;
