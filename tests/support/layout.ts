/**
 * Measures of a page's layout for the look specs: the rows a card grid fills, and empty page left
 * between a page's content and its footer.
 */
import type { Locator, Page } from '@playwright/test';

/** How far apart two edges may be and still count as lined up (borders, rounding). */
const EDGE_SLACK_PX = 4;

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * Each grid whose last row stops short of its right edge: a hole where a card should be. A row is
 * the cards sharing a top; one card per row (a phone's column) always fills it.
 */
export async function gridsWithHoles(grids: Locator): Promise<string[]> {
  const measured = await grids.evaluateAll((elements) =>
    elements.map((grid) => {
      const box = (element: Element) => {
        const { left, right, top, bottom } = element.getBoundingClientRect();
        return { left, right, top, bottom };
      };
      return {
        name: grid.getAttribute('aria-label') ?? grid.className,
        grid: box(grid),
        cards: [...grid.children].map(box).filter((card) => card.right > card.left),
      };
    }),
  );
  return measured.flatMap(({ name, grid, cards }) => {
    const rows = new Map<number, Box[]>();
    for (const card of cards) {
      const top = Math.round(card.top);
      const row = [...rows.keys()].find((key) => Math.abs(key - top) <= EDGE_SLACK_PX) ?? top;
      rows.set(row, [...(rows.get(row) ?? []), card]);
    }
    return [...rows.entries()].flatMap(([top, row]) => {
      const right = Math.max(...row.map((card) => card.right));
      return grid.right - right > EDGE_SLACK_PX
        ? [`${name}: the row at ${top}px ends ${Math.round(grid.right - right)}px short of the grid's right edge`]
        : [];
    });
  });
}

/** Blocks of `selector` whose columns end more than `slackPx` apart: one column leaves a hole below it. */
export async function unevenColumns(page: Page, selector: string, slackPx: number): Promise<string[]> {
  return page.locator(selector).evaluateAll(
    (elements, slack) =>
      elements.flatMap((element) => {
        const columns = [...element.children].filter((child) => child.getBoundingClientRect().width > 0);
        const lefts = new Set(columns.map((column) => Math.round(column.getBoundingClientRect().left)));
        if (columns.length < 2 || lefts.size < 2) return [];
        const bottoms = columns.map((column) => column.getBoundingClientRect().bottom);
        const gap = Math.max(...bottoms) - Math.min(...bottoms);
        return gap > slack ? [`${element.className}: its columns end ${Math.round(gap)}px apart`] : [];
      }),
    slackPx,
  );
}

/** How much bare page the main content leaves above the footer, in pixels. */
export async function bareSpaceAboveFooter(page: Page): Promise<number> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    const footer = document.querySelector('footer');
    if (!main || !footer) throw new Error('the page has no main or footer');
    // The lowest edge of anything drawn in main: text, controls, images, or a block with a background.
    let lowest = main.getBoundingClientRect().top;
    for (const element of main.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      const painted =
        element.children.length === 0 ||
        style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
        style.backgroundImage !== 'none' ||
        style.borderBottomStyle !== 'none';
      const box = element.getBoundingClientRect();
      if (painted && box.height > 0 && style.visibility !== 'hidden') lowest = Math.max(lowest, box.bottom);
    }
    return Math.round(footer.getBoundingClientRect().top - lowest);
  });
}
