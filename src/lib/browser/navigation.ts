/** Leaving the page from an island; islands take it as a prop so tests can watch it instead. */
export type Navigate = (path: string) => void;

export const goTo: Navigate = (path) => window.location.assign(path);

/** For redirects the back button should skip (a signed-out visit to /profile). */
export const replaceWith: Navigate = (path) => window.location.replace(path);
