/**
 * The preview's frame: as wide as the screen it stands for (so the page inside meets its own
 * breakpoints), drawn smaller when the desk has less room than that, so the whole width of the page
 * shows. A 1280 px page in a 1280 px window otherwise lost its right edge to the desk's margins.
 */
import { useEffect, useState, type Ref } from 'react';

/** How much of the window's height the preview takes, as drawn. */
const SHOWN_HEIGHT_VH = 80;

/** The scale that fits `width` into the element's content box: at most 1. */
function useFitScale(width: number): [(element: HTMLElement | null) => void, number] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [available, setAvailable] = useState<number>();
  useEffect(() => {
    if (!element) return;
    setAvailable(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setAvailable(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, available ? Math.min(1, available / width) : 1];
}

interface FittedFrameProps {
  width: number;
  title: string;
  src?: string;
  frameRef?: Ref<HTMLIFrameElement>;
}

export function FittedFrame({ width, title, src, frameRef }: FittedFrameProps) {
  const [measure, scale] = useFitScale(width);
  return (
    <div ref={measure} className="desk-preview__viewport" style={{ height: `${SHOWN_HEIGHT_VH}vh` }}>
      <iframe
        ref={frameRef}
        src={src}
        title={title}
        className="desk-preview__frame"
        style={{
          width: `${width}px`,
          // Taller by as much as it is drawn smaller, so it fills the same height on the desk.
          height: `${SHOWN_HEIGHT_VH / scale}vh`,
          transform: scale < 1 ? `scale(${scale})` : undefined,
        }}
      />
    </div>
  );
}
