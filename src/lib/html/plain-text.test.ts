import { describe, expect, it } from 'vitest';
import { htmlToText, textToHtml } from './plain-text.ts';

describe('htmlToText', () => {
  it('gives plain text, white space collapsed', () => {
    expect(htmlToText('A <strong>bold</strong> &amp; <em>fine</em>\n line')).toBe('A bold & fine line');
    expect(htmlToText('Tea&nbsp;&amp;&#160;spice')).toBe('Tea & spice');
  });

  it('decodes every entity the HTML standard names, once', () => {
    expect(htmlToText('Caf&eacute; &hellip; &rsquo;s &#x1F48E;')).toBe('Café … ’s 💎');
    expect(htmlToText('&amp;lt;b&amp;gt; is written out')).toBe('&lt;b&gt; is written out');
  });

  it('keeps text written as escaped markup as that text', () => {
    expect(htmlToText('&lt;img src=x onerror=alert(1)&gt;')).toBe('<img src=x onerror=alert(1)>');
  });

  it('drops markup as a browser parses it, and what scripts and styles hold', () => {
    expect(htmlToText('<img alt=">" src=x onerror=alert(1)>Kandy')).toBe('Kandy');
    expect(htmlToText('<script>alert(1)</script><style>p{}</style>Tea <!-- note -->time')).toBe('Tea time');
  });

  it('answers text without markup or entities as it is', () => {
    expect(htmlToText('  Lime walls and a plunge pool.  ')).toBe('Lime walls and a plunge pool.');
  });
});

describe('textToHtml', () => {
  it('escapes what HTML would read as markup or an entity', () => {
    expect(textToHtml('<img src=x onerror=alert(1)> & "quotes"\u00a0')).toBe(
      '&lt;img src=x onerror=alert(1)&gt; &amp; "quotes"&nbsp;',
    );
  });
});
