import { describe, expect, it } from 'vitest';
import { isFormField, readerKeyAction } from './keys.ts';

const button = { tagName: 'BUTTON' } as unknown as EventTarget;

describe('readerKeyAction', () => {
  it('maps the reader shortcuts and the arrow keys', () => {
    const keys = ['f', 'F', '+', '=', '-', '0', 'Escape', 'ArrowRight', 'ArrowLeft'];
    expect(keys.map((key) => readerKeyAction({ key, target: button }))).toEqual([
      'toggleFullscreen',
      'toggleFullscreen',
      'zoomIn',
      'zoomIn',
      'zoomOut',
      'resetZoom',
      'exitFullscreen',
      'next',
      'previous',
    ]);
  });

  it('ignores other keys', () => {
    expect(['a', '1', 'Enter', ' ', 'ArrowUp'].map((key) => readerKeyAction({ key }))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('does nothing while the reader types in a form field', () => {
    for (const tagName of ['INPUT', 'textarea', 'SELECT']) {
      expect(readerKeyAction({ key: 'f', target: { tagName } as unknown as EventTarget })).toBeUndefined();
    }
    expect(
      readerKeyAction({
        key: 'ArrowLeft',
        target: { tagName: 'DIV', isContentEditable: true } as unknown as EventTarget,
      }),
    ).toBeUndefined();
  });

  it("leaves the browser's own shortcuts alone", () => {
    expect(readerKeyAction({ key: '=', ctrlKey: true })).toBeUndefined();
    expect(readerKeyAction({ key: 'f', metaKey: true })).toBeUndefined();
    expect(readerKeyAction({ key: 'ArrowLeft', altKey: true })).toBeUndefined();
    expect(readerKeyAction({ key: '0', isComposing: true })).toBeUndefined();
  });
});

describe('isFormField', () => {
  it('tells fields from other targets', () => {
    expect([isFormField(null), isFormField(undefined), isFormField(button)]).toEqual([false, false, false]);
  });
});
