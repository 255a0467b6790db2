import { describe, expect, it } from 'vitest';
import { mailtoHref } from './share-mail-link.ts';
import { shareTargets } from './share-targets.ts';

const story = {
  title: 'Gems & Light: Ratnapura?',
  excerpt: 'Sapphires at dawn.',
  url: 'https://mag.test/blogs/gems?from=a&b=c',
  image: '/media/gems.webp',
};

describe('shareTargets', () => {
  it('offers the networks and mail, in the menu order', () => {
    expect(shareTargets(story).map((target) => target.name)).toEqual([
      'WhatsApp',
      'Facebook',
      'X',
      'LinkedIn',
      'Pinterest',
      'E-mail',
    ]);
  });

  it("carries the story's address whole in every network's link, and opens those in a new tab", () => {
    for (const target of shareTargets(story).filter((one) => one.newTab)) {
      const link = new URL(target.href);
      expect(link.protocol).toBe('https:');
      const values = [...link.searchParams.values()].join(' ');
      expect(values).toContain(story.url);
    }
  });

  it('gives Pinterest the picture by its full address, and no picture when there is none', () => {
    const pin = (image?: string) =>
      new URL(shareTargets({ ...story, image }).find((target) => target.name === 'Pinterest')?.href ?? '');
    expect(pin(story.image).searchParams.get('media')).toBe('https://mag.test/media/gems.webp');
    expect(pin(undefined).searchParams.has('media')).toBe(false);
    expect(pin(story.image).searchParams.get('description')).toBe(story.title);
  });

  it("keeps the spec's mail link: subject the title, body the excerpt and the address", () => {
    const mail = shareTargets(story).at(-1);
    expect(mail).toEqual({ name: 'E-mail', href: mailtoHref(story), newTab: false });
  });
});
