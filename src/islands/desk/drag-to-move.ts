/**
 * Moving one of a list's entries by dragging it onto another, shared by an article's images and an
 * issue's pages. A drag never starts from a field being typed in, so selecting its words stays.
 */
import { useState, type DragEvent } from 'react';

export function useDragToMove(move: (from: number, to: number) => void) {
  const [dragging, setDragging] = useState<number>();
  const itemProps = (index: number) => ({
    draggable: true,
    onDragStart: (event: DragEvent) => {
      if ((event.target as Partial<HTMLElement>).closest?.('input, textarea')) return event.preventDefault();
      setDragging(index);
      event.dataTransfer.effectAllowed = 'move';
    },
    onDragEnd: () => setDragging(undefined),
    onDragOver: (event: DragEvent) => event.preventDefault(),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      event.stopPropagation();
      if (dragging !== undefined) move(dragging, index);
      setDragging(undefined);
    },
  });
  return { dragging, itemProps };
}
