import { describe, expect, it } from 'vitest';
import { mailtoHref } from './share-mail-link.ts';

const data = { title: 'Gems & Light', excerpt: 'Sapphires at dawn.', url: 'https://mag.test/blogs/gems' };

describe('mailtoHref', () => {
  it('builds a mail link with the title as subject and the excerpt and URL as body', () => {
    const href = mailtoHref(data);
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.searchParams.get('subject')).toBe('Gems & Light');
    expect(url.searchParams.get('body')).toBe('Sapphires at dawn.\n\nhttps://mag.test/blogs/gems');
  });

  it('gives only the address when there is no excerpt', () => {
    expect(new URL(mailtoHref({ ...data, excerpt: '' })).searchParams.get('body')).toBe(data.url);
  });
});
