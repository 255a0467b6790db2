/** The part of pdf.js's worker half that `native-jpeg.ts` starts in this process (pdfjs-dist ships no types for it). */
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: {
    /** Serves pdf.js's main half over `port`, an object with `postMessage` and `addEventListener`. */
    initializeFromPort(port: unknown): void;
  };
}
