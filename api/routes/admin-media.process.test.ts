/**
 * The API as a process of its own, sent malformed uploads over a real socket, on each route that
 * reads multipart bodies: each gets a refusal as JSON `{error}`, and the process goes on answering,
 * with nothing written to stderr (so no error was left for the process to catch by itself).
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_ANSWERS } from '../media/upload-reader.ts';
import { MEDIA_UPLOAD_PATH } from './admin-media.ts';
import { ISSUE_IMPORT_PATH } from './admin-issue-imports.ts';
import { startApiProcess, type ApiProcess } from '../../tests/support/api-process.ts';
import { MALFORMED_MULTIPART } from '../../tests/support/malformed-multipart.ts';

const TOKEN = 'process-editor-token-0123456789abcdef';
let api: ApiProcess;

beforeAll(async () => {
  api = await startApiProcess({ EDITOR_TOKEN: TOKEN });
}, 60_000);

afterAll(() => api?.stop());

const MULTIPART_PATHS = [MEDIA_UPLOAD_PATH, ISSUE_IMPORT_PATH];

async function send(contentType: string, body: string, path = MEDIA_UPLOAD_PATH) {
  try {
    const response = await fetch(new URL(path, api.url), {
      method: 'POST',
      headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': contentType },
      body,
    });
    return { status: response.status, body: await response.json() };
  } catch (error) {
    throw new Error(`No answer (the API running: ${api.running()}); its stderr:\n${api.stderr()}`, { cause: error });
  }
}

async function health(): Promise<number> {
  return (await fetch(`${api.url}/health`)).status;
}

describe('the API process sent malformed uploads', () => {
  it('refuses the 70-byte body that ends inside a file part, and answers the next request', async () => {
    const [cut] = MALFORMED_MULTIPART;
    expect(cut && Buffer.byteLength(cut.body)).toBe(70);
    expect(await send(cut?.contentType ?? '', cut?.body ?? '')).toEqual({
      status: 400,
      body: { error: UPLOAD_ANSWERS.malformed },
    });
    expect(await health()).toBe(200);
    expect(api.running()).toBe(true);
  });

  it('answers every malformed body with a 4xx {error} on every multipart route and keeps answering', async () => {
    for (const path of MULTIPART_PATHS) {
      for (const malformed of MALFORMED_MULTIPART) {
        const answer = await send(malformed.contentType, malformed.body, path);
        const name = `${path}: ${malformed.name}`;
        expect({ name, refused: answer.status < 500 && answer.status >= 400 }).toEqual({ name, refused: true });
        expect(answer.body).toEqual({ error: expect.any(String) });
        expect(await health()).toBe(200);
      }
    }
    expect(api.running()).toBe(true);
    expect(api.stderr()).toBe('');
  });

  it('keeps answering after a client drops its connection in the middle of a file', async () => {
    const url = new URL(`${api.url}/admin/media`);
    await new Promise<void>((resolve) => {
      const sending = request(url, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${TOKEN}`,
          'Content-Type': 'multipart/form-data; boundary=zz',
          'Content-Length': String(1024 * 1024),
        },
      });
      sending.on('error', () => resolve());
      sending.on('close', () => resolve());
      sending.write('--zz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n');
      sending.write(Buffer.alloc(64 * 1024, 1), () => sending.destroy());
    });
    expect(await health()).toBe(200);
    expect(api.running()).toBe(true);
    expect(api.stderr()).toBe('');
  });
});
