import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SocialCard } from '../../contract/social-cards.ts';
import { CARDS_FOLDER } from './card-files.ts';
import { CARD_DRAWING, cardMaker, CardsBusyError } from './card-maker.ts';

// The drawing is a stand-in that waits to be released: these tests are about when cards are
// drawn, not how (draw-card.test.ts draws real ones with sharp).
let mediaDir: string;
beforeEach(() => {
  mediaDir = mkdtempSync(join(tmpdir(), 'card-maker-'));
});
afterEach(() => rmSync(mediaDir, { recursive: true, force: true }));

function heldDrawing() {
  const release: (() => void)[] = [];
  let running = 0;
  let mostAtOnce = 0;
  let calls = 0;
  const draw = async (card: SocialCard) => {
    calls += 1;
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    await new Promise<void>((resolveDraw) => release.push(resolveDraw));
    running -= 1;
    return Buffer.from(card.title);
  };
  return {
    draw,
    releaseAll: () => release.splice(0).forEach((go) => go()),
    stats: () => ({ calls, mostAtOnce }),
  };
}

const card = (title: string): SocialCard => ({ path: `blogs/${title}`, title, eyebrow: 'Travel' });

describe('cardMaker', () => {
  it('draws a card once for the same words, and again for other words', async () => {
    const drawing = heldDrawing();
    const maker = cardMaker(mediaDir, { draw: drawing.draw });
    const [first, again, other] = await Promise.all([
      maker.card(card('Galle')),
      maker.card(card('Galle')),
      maker.card(card('Kandy')),
    ]);
    expect(first.etag).toBe(again.etag);
    expect(other.etag).not.toBe(first.etag);
    await expect.poll(() => drawing.stats().calls).toBe(2);
    drawing.releaseAll();
    expect((await first.jpeg).toString()).toBe('Galle');
    expect((await again.jpeg).toString()).toBe('Galle');
    expect(drawing.stats().calls).toBe(2);
  });

  it('draws two at a time and turns away what would wait past the queue', async () => {
    const drawing = heldDrawing();
    const maker = cardMaker(mediaDir, { draw: drawing.draw });
    const asked = CARD_DRAWING.atOnce + CARD_DRAWING.waiting + 3;
    const cards = await Promise.all(Array.from({ length: asked }, (_, i) => maker.card(card(`Card ${i}`))));
    let settledCount = 0;
    const outcomes = cards.map(({ jpeg }) =>
      jpeg
        .then(
          () => 'drawn',
          (error: unknown) => (error instanceof CardsBusyError ? 'busy' : 'failed'),
        )
        .finally(() => (settledCount += 1)),
    );
    await expect.poll(() => drawing.stats().calls).toBe(CARD_DRAWING.atOnce);
    while (settledCount < asked) {
      drawing.releaseAll();
      await new Promise((resolveTick) => setTimeout(resolveTick, 1));
    }
    const settled = await Promise.all(outcomes);
    expect(settled.filter((outcome) => outcome === 'busy')).toHaveLength(
      asked - CARD_DRAWING.atOnce - CARD_DRAWING.waiting,
    );
    expect(settled.filter((outcome) => outcome === 'drawn')).toHaveLength(CARD_DRAWING.atOnce + CARD_DRAWING.waiting);
    expect(drawing.stats().mostAtOnce).toBe(CARD_DRAWING.atOnce);

    // A card turned away is drawn when asked again.
    const retried = await maker.card(card(`Card ${asked - 1}`));
    drawing.releaseAll();
    await expect.poll(() => drawing.stats().calls).toBe(CARD_DRAWING.atOnce + CARD_DRAWING.waiting + 1);
    drawing.releaseAll();
    expect((await retried.jpeg).toString()).toBe(`Card ${asked - 1}`);
  });

  it('keeps every card drawn, past the 400 an in-memory cache held: asked for twice, 464 cards are drawn once each', async () => {
    let calls = 0;
    const maker = cardMaker(mediaDir, {
      draw: async (drawn) => {
        calls += 1;
        return Buffer.from(drawn.title);
      },
    });
    for (const pass of [1, 2]) {
      for (let i = 0; i < 464; i += 1) {
        const { jpeg } = await maker.card(card(`Card ${i}`));
        expect((await jpeg).toString(), `pass ${pass}`).toBe(`Card ${i}`);
      }
    }
    expect(calls).toBe(464);
  });

  it('finds the cards on disk by their key after a restart, and draws a card again when its words change', async () => {
    const first = heldDrawing();
    const before = await cardMaker(mediaDir, { draw: first.draw }).card(card('Galle'));
    await expect.poll(() => first.stats().calls).toBe(1);
    first.releaseAll();
    await before.jpeg;
    expect(
      readdirSync(join(mediaDir, CARDS_FOLDER), { recursive: true }).some((name) => String(name).endsWith('.jpg')),
    ).toBe(true);

    const second = heldDrawing();
    const restarted = cardMaker(mediaDir, { draw: second.draw });
    const again = await restarted.card(card('Galle'));
    expect(again.etag).toBe(before.etag);
    expect((await again.jpeg).toString()).toBe('Galle');
    const changed = await restarted.card({ ...card('Galle'), title: 'Galle at Dusk' });
    await expect.poll(() => second.stats().calls).toBe(1);
    second.releaseAll();
    expect((await changed.jpeg).toString()).toBe('Galle at Dusk');
  });
});
