/**
 * The API's memory under image uploads: the API in a process of its own (as `api/server.ts` serves
 * it, without seeding), sent three uploads at once, each of 20 different PNGs of noise of about
 * 20 MB (2560×2560). Prints the process's resident memory before and its peak (VmHWM) after, and
 * the answers' statuses. `node bench/upload-memory.ts`.
 */
import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { startApiProcess } from '../tests/support/api-process.ts';

const TOKEN = 'upload-memory-editor-token-0123456789abcdef';
const REQUESTS = 3;
const FILES = 20;
const BOUNDARY = 'upload-memory-boundary';

const memory = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  return Math.round(Number(line?.[1] ?? 0) / 1024);
};

/** Sends one upload, a file at a time as the socket takes it; answers the status. */
function upload(url: string, png: Buffer, uploadIndex: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const sending = request(`${url}/admin/media`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    sending.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    sending.on('error', reject);
    void (async () => {
      for (let file = 0; file < FILES; file++) {
        const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file}.png"\r\n\r\n`;
        // Bytes after the PNG's end make each file different, so none is skipped as already stored.
        const tail = `${uploadIndex}-${file}\r\n`;
        for (const part of [Buffer.from(head), png, Buffer.from(tail)]) {
          if (!sending.write(part)) await new Promise((drained) => sending.once('drain', drained));
        }
      }
      sending.end(`--${BOUNDARY}--\r\n`);
    })();
  });
}

const noise = { type: 'gaussian', mean: 128, sigma: 60 } as const;
const png = await sharp({ create: { width: 2560, height: 2560, channels: 3, background: '#000', noise } })
  .png({ compressionLevel: 0 })
  .toBuffer();
const api = await startApiProcess({ EDITOR_TOKEN: TOKEN });
try {
  const pid = api.child.pid ?? 0;
  const before = memory(pid, 'VmRSS');
  const started = performance.now();
  const statuses = await Promise.all(Array.from({ length: REQUESTS }, (_, n) => upload(api.url, png, n)));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${REQUESTS} uploads of ${FILES} files of ${(png.length / 1e6).toFixed(1)} MB: ${statuses.join(', ')}`);
  console.log(`API memory: ${before} MB before, peak ${memory(pid, 'VmHWM')} MB; ${seconds} s`);
} finally {
  await api.stop();
}
