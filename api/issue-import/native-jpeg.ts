/**
 * Photographs in a print PDF decoded by native code. pdf.js decodes a page's JPEG in JavaScript
 * unless the platform has `ImageDecoder` (as browsers do), and then hands the decoded image to the
 * canvas to draw directly; in Node it would also copy the pixels through `putImageData`. Here
 * `ImageDecoder` is given to pdf.js, backed by @napi-rs/canvas's own JPEG decoder, and pdf.js's
 * in-process channel carries the decoded image across as it is (it cannot be cloned). pdf.js still
 * decides which pictures go this way (plain RGB JPEGs drawn whole, with no mask or decode array);
 * every other picture is decoded as before.
 */
import { Image } from '@napi-rs/canvas';
import { PDFWorker } from 'pdfjs-dist/legacy/build/pdf.mjs';

const NO_PICTURE = Buffer.alloc(0);

/**
 * A decoded photograph. pdf.js closes an image once its page is done with it; its pixels (34 MB for
 * a page's photograph at 300 dpi) are native memory the garbage collector does not see, so they
 * are let go then rather than when the object is collected.
 */
class DecodedImage extends Image {
  close(): void {
    this.src = NO_PICTURE;
  }
}

interface DecoderInit {
  data: Uint8Array;
  type: string;
}

/** The part of the platform's `ImageDecoder` that pdf.js uses, for JPEG only. */
export class NativeJpegDecoder {
  static isTypeSupported(type: string): Promise<boolean> {
    return Promise.resolve(type === 'image/jpeg');
  }

  readonly #data: Uint8Array;

  constructor({ data, type }: DecoderInit) {
    if (type !== 'image/jpeg') throw new TypeError(`Only JPEG is decoded here, not ${type}`);
    this.#data = data;
  }

  async decode(): Promise<{ image: DecodedImage }> {
    const image = new DecodedImage();
    image.src = Buffer.from(this.#data.buffer, this.#data.byteOffset, this.#data.byteLength);
    await image.decode();
    return { image };
  }

  close(): void {}
}

/**
 * pdf.js's worker half looks for `ImageDecoder` on the global object, as a browser has it, once, as
 * it loads: the decoder is offered first, then the worker half is loaded.
 */
async function workerWithNativeJpeg() {
  const global = globalThis as { ImageDecoder?: unknown };
  global.ImageDecoder ??= NativeJpegDecoder;
  const { WorkerMessageHandler } = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  return WorkerMessageHandler;
}

type Listener = (event: { data: unknown }) => void;

/** Where a message carries a decoded image: the items of its data whose `bitmap` is one. */
function decodedImagesIn(message: unknown): { holder: { bitmap: unknown }; at: number }[] {
  const data = (message as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return [];
  return data.flatMap((item: unknown, at) =>
    typeof item === 'object' && item !== null && 'bitmap' in item && item.bitmap instanceof DecodedImage
      ? [{ holder: item, at }]
      : [],
  );
}

/**
 * The channel between pdf.js's two halves in one process, as pdf.js's own loopback: every message is
 * cloned as a worker's would be, except a decoded image, which is handed over as it is.
 */
class InProcessPort {
  readonly #listeners = new Set<Listener>();

  postMessage(message: unknown, transfer?: Transferable[]): void {
    const images = decodedImagesIn(message).map(({ holder, at }) => ({ holder, at, image: holder.bitmap }));
    for (const { holder } of images) holder.bitmap = null;
    const rest = (transfer ?? []).filter((item) => !(item instanceof DecodedImage));
    const data = structuredClone(message, rest.length > 0 ? { transfer: rest } : undefined) as {
      data: { bitmap: unknown }[];
    };
    for (const { holder, at, image } of images) {
      holder.bitmap = image;
      data.data[at]!.bitmap = image;
    }
    queueMicrotask(() => {
      for (const listener of this.#listeners) listener.call(this, { data });
    });
  }

  addEventListener(_name: string, listener: Listener, options?: { signal?: AbortSignal }): void {
    this.#listeners.add(listener);
    options?.signal?.addEventListener('abort', () => this.#listeners.delete(listener), { once: true });
  }

  removeEventListener(_name: string, listener: Listener): void {
    this.#listeners.delete(listener);
  }

  close(): void {
    this.#listeners.clear();
  }
}

export interface NativeImageWorker {
  worker: PDFWorker;
  /** Ends the worker once its document is destroyed. */
  close: () => void;
}

/** A pdf.js worker in this process whose channel carries decoded photographs across. */
export async function nativeImageWorker(): Promise<NativeImageWorker> {
  const port = new InProcessPort();
  (await workerWithNativeJpeg()).initializeFromPort(port);
  // pdf.js's types leave out the port its worker takes.
  const worker = new PDFWorker({ port: port as unknown as null });
  return {
    worker,
    close: () => {
      worker.destroy();
      port.close();
    },
  };
}
