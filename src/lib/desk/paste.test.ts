// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeInlineHtmlInBrowser } from '../html/sanitize-browser.ts';
import { cleanPastedHtml } from './paste.ts';

const clean = (html: string) => cleanPastedHtml(html, sanitizeInlineHtmlInBrowser);

describe('cleanPastedHtml', () => {
  it('keeps paragraphs with bold, italic and links, and drops styles, classes and scripts', () => {
    expect(
      clean(
        '<p class="MsoNormal" style="margin:0"><b>Tea</b> and <i>spice</i> <a href="https://example.com" onclick="x()">here</a><o:p></o:p></p><script>alert(1)</script>',
      ),
    ).toBe('<p><b>Tea</b> and <i>spice</i> <a href="https://example.com" rel="noopener noreferrer">here</a></p>');
  });

  it('turns Google Docs’ styled spans into emphasis and drops its not-bold wrapper', () => {
    const docs =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr"><span style="font-weight:700">Bold</span> <span style="font-style:italic">lean</span> plain</p></b>';
    expect(clean(docs)).toBe('<p><strong>Bold</strong> <em>lean</em> plain</p>');
  });

  it('makes headings subtitles (plain text) and lists, tables and quotes paragraphs', () => {
    expect(
      clean(
        '<h1>The <em>hills</em></h1><ul><li>one</li><li>two</li></ul><table><tr><td>cell</td></tr></table><blockquote>q</blockquote>',
      ),
    ).toBe('<h2>The hills</h2><p>one</p><p>two</p><p>cell</p><p>q</p>');
  });

  it('makes loose text a paragraph, leaves out empty ones and never lets an image or a frame through', () => {
    expect(
      clean(
        'loose <strong>text</strong><p>&nbsp;</p><p><img src=x onerror=alert(1)><iframe src="//evil"></iframe>kept</p>',
      ),
    ).toBe('<p>loose <strong>text</strong></p><p>kept</p>');
  });

  it('drops javascript: links but keeps their text', () => {
    expect(clean('<p><a href="javascript:alert(1)">click</a></p>')).toBe('<p><a>click</a></p>');
  });
});
