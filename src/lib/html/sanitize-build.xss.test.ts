/**
 * The sanitiser against a corpus of XSS payloads (tests/fixtures/xss-payloads.json, from the public
 * payloadbox/xss-payload-list; its source and licence are named in the file). What comes out is parsed again the way a browser would, in
 * the paragraph the article page puts it in, and must hold nothing that can run.
 */
import { JSDOM, VirtualConsole } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { sanitizeInlineHtml } from './sanitize-build.ts';
import { XSS_PAYLOADS } from '../../../tests/support/xss-corpus.ts';

const payloads = XSS_PAYLOADS;

const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'iframe',
  'object',
  'embed',
  'frame',
  'frameset',
  'applet',
  'base',
  'meta',
  'link',
  'form',
  'style',
]);
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'background', 'poster']);
const UNSAFE_PROTOCOLS = new Set(['javascript:', 'vbscript:', 'data:']);

/** Every element, including those inside template contents, which querySelectorAll skips. */
function allElements(root: ParentNode): Element[] {
  return [...root.querySelectorAll('*')].flatMap((element) =>
    element.tagName.toLowerCase() === 'template'
      ? [element, ...allElements((element as HTMLTemplateElement).content)]
      : [element],
  );
}

/** The protocol a browser would give the attribute's value, after its own whitespace stripping. */
function protocolOf(value: string): string | undefined {
  try {
    return new URL(value, 'https://mag.test/blogs/page').protocol;
  } catch {
    return undefined;
  }
}

// A console of its own: the raw payloads' broken CSS and markup would otherwise be logged.
const { document } = new JSDOM('<!doctype html><html><body></body></html>', {
  virtualConsole: new VirtualConsole(),
}).window;

/** Everything in the parsed output that could run script, described for the failure message. */
function dangers(html: string): string[] {
  const found: string[] = [];
  for (const wrapper of [`<p>${html}</p>`, html]) {
    // innerHTML parses like the page's own parser but never runs what it finds.
    document.body.innerHTML = wrapper;
    for (const element of allElements(document.body)) {
      const tag = element.tagName.toLowerCase();
      if (FORBIDDEN_ELEMENTS.has(tag)) found.push(`<${tag}> element`);
      for (const attribute of element.attributes) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith('on')) found.push(`${name} on <${tag}>`);
        if (name === 'srcdoc') found.push(`srcdoc on <${tag}>`);
        const protocol = URL_ATTRIBUTES.has(name) ? protocolOf(attribute.value) : undefined;
        if (protocol && UNSAFE_PROTOCOLS.has(protocol)) found.push(`${name}="${attribute.value}" on <${tag}>`);
      }
    }
  }
  return found;
}

describe('the XSS corpus', () => {
  it('has at least 300 distinct payloads', () => {
    expect(payloads.length).toBeGreaterThanOrEqual(300);
    expect(new Set(payloads).size).toBe(payloads.length);
  });

  it('is dangerous before sanitising, so the checks below can fail', () => {
    const unsafe = payloads.filter((payload) => dangers(payload).length > 0);
    expect(unsafe.length / payloads.length).toBeGreaterThan(0.8);
  });
});

describe('sanitizeInlineHtml against XSS payloads', () => {
  it.each(payloads.map((payload, index) => [index + 1, payload]))(
    'payload %i leaves nothing that runs',
    (_, payload) => {
      expect(dangers(sanitizeInlineHtml(payload))).toEqual([]);
    },
  );

  it('still keeps the harmless text and inline markup around a payload', () => {
    const clean = sanitizeInlineHtml('<strong onclick="alert(1)">Sapphires</strong> at <a href="/gems">dawn</a>');
    expect(clean).toBe('<strong>Sapphires</strong> at <a href="/gems">dawn</a>');
  });
});
