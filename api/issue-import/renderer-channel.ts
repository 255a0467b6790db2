/**
 * The rendering processes' side of their IPC channel to the API (renderer-process.ts starts them):
 * each message is awaited until it is handed over, and a file that could not be rendered is
 * reported in the same words by both.
 */
import { PdfOpenError, type PdfOpenFailure } from './pdf-document.ts';

export function sendToApi(message: unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!process.send) {
      reject(new Error('A rendering process needs an IPC channel.'));
      return;
    }
    process.send(message, (error: Error | null) => (error ? reject(error) : resolve()));
  });
}

/** Tells the API why the file failed, then ends the process. */
export function reportFailureAndExit(error: unknown): void {
  const failure: PdfOpenFailure = error instanceof PdfOpenError ? error.failure : 'damaged';
  const detail = error instanceof Error ? error.message : String(error);
  sendToApi({ type: 'failed', failure, detail }).then(
    () => process.exit(0),
    () => process.exit(1),
  );
}
