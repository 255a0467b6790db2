import { describe, expect, it } from 'vitest';
import { CAPTION_LIMITS } from '../../contract/picture-captions.ts';
import { loadSeedContent } from './seed-content.ts';
import { blogToWire, issueToWire, vlogToWire } from './to-wire.ts';

const content = await loadSeedContent();

describe('the seed’s captions and credits', () => {
  it('give every picture of every story a caption of its own and a credit, within their limits', () => {
    for (const item of [...content.blogs.map(blogToWire), ...content.vlogs.map(vlogToWire)]) {
      const { images = [], imageAlts = [], imageCaptions = [], imageCredits = [] } = item;
      expect(imageCaptions, item.id).toHaveLength(images.length);
      expect(imageCredits, item.id).toHaveLength(images.length);
      expect(new Set(imageCaptions).size, item.id).toBe(images.length);
      expect(new Set(imageCredits).size, item.id).toBe(images.length);
      imageCaptions.forEach((caption, index) => {
        expect(caption.length, item.id).toBeGreaterThan(0);
        expect(caption.length, item.id).toBeLessThanOrEqual(CAPTION_LIMITS.caption);
        // The caption tells; the alt text describes: never the same words.
        expect(caption, item.id).not.toBe(imageAlts[index]);
        expect(caption, item.id).not.toMatch(/[<>]/);
      });
      for (const credit of imageCredits) expect(credit).toMatch(/^Photograph: \S/);
    }
  });

  it('give every issue’s cover a caption and a credit', () => {
    for (const issue of content.issues.map(issueToWire)) {
      expect(issue.coverCaption, issue.id).toMatch(/^Inside: .+\.$/);
      expect(issue.coverCaption?.length).toBeLessThanOrEqual(CAPTION_LIMITS.caption);
      expect(issue.coverCredit, issue.id).toMatch(/^Photograph: \S/);
    }
  });
});
