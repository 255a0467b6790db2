/**
 * The reader's keyboard shortcuts: F fullscreen, + or = zoom in, - zoom out,
 * 0 reset zoom, Escape leave fullscreen, and the arrow keys turn the page. None of them fire while
 * the reader types in a form field, or with Ctrl, Alt or Cmd held (the browser's own shortcuts).
 */
export type ReaderAction =
  'toggleFullscreen' | 'exitFullscreen' | 'zoomIn' | 'zoomOut' | 'resetZoom' | 'next' | 'previous';

export interface KeyInput {
  key: string;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
  isComposing?: boolean;
  target?: EventTarget | null;
}

const KEY_MAP: Readonly<Record<string, ReaderAction>> = {
  f: 'toggleFullscreen',
  F: 'toggleFullscreen',
  '+': 'zoomIn',
  '=': 'zoomIn',
  '-': 'zoomOut',
  '0': 'resetZoom',
  Escape: 'exitFullscreen',
  ArrowRight: 'next',
  ArrowLeft: 'previous',
};

const FORM_FIELDS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** True for inputs, text areas, selects and editable content, where keys belong to the field. */
export function isFormField(target: EventTarget | null | undefined): boolean {
  if (!target || typeof target !== 'object') return false;
  const element = target as { tagName?: unknown; isContentEditable?: unknown };
  return (
    (typeof element.tagName === 'string' && FORM_FIELDS.has(element.tagName.toUpperCase())) ||
    element.isContentEditable === true
  );
}

export function readerKeyAction(event: KeyInput): ReaderAction | undefined {
  if (event.ctrlKey || event.altKey || event.metaKey || event.isComposing) return undefined;
  if (isFormField(event.target)) return undefined;
  return KEY_MAP[event.key];
}
