/**
 * Cards and blocks further down a page are drawn only as they come near the screen (global.css),
 * holding placeholder sizes until then. This attribute on the root element draws them all: before
 * returning to a place further down, whose distance was measured in drawn blocks, and before a
 * check of the whole page as a reader sees it once scrolled (colours against their backgrounds).
 */
export const DRAW_ALL_ATTRIBUTE = 'data-draw-all';

export function drawEveryBlock(root: Pick<Element, 'setAttribute'>): void {
  root.setAttribute(DRAW_ALL_ATTRIBUTE, '');
}
