/** What a bundle worker (bundle-worker.ts) is given to index, and the messages it is sent. */

export interface BundleWork {
  /** The folder of the bundle's documents (document-files.ts) and how many they are; none without it. */
  documents?: { folder: string; count: number };
  builtPages: string[];
  siteDir: string;
  outputPath: string;
  /** The built pages are not written yet: wait for the parent's message before reading them. */
  waitForPages: boolean;
}

/** The worker's data: its work, or none for a worker started ahead, which is sent `{ work }` later. */
export interface BundleWorkerData {
  work?: BundleWork;
}

/** What the parent sends a worker waiting for its built pages once they are written. */
export const PAGES_ARE_WRITTEN = 'pages written';
