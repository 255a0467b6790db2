/**
 * The build's fast path through the sanitising policy (`sanitize-policy.ts`). Almost every
 * paragraph an editor writes is already clean: well-nested allowed tags, allowed attributes with
 * plain values, text without stray markup. For such a paragraph DOMPurify would answer the same
 * string (plus `rel` on external links), so this recognises it with one pass of the string instead
 * of a jsdom document. Anything it is not sure of answers undefined, and DOMPurify decides.
 */
import { EXTERNAL_LINK_REL, INLINE_POLICY, isExternalHref } from './sanitize-policy.ts';

const TAGS: ReadonlySet<string> = new Set(INLINE_POLICY.tags);
const ATTRIBUTES: ReadonlySet<string> = new Set(INLINE_POLICY.attributes);
const VOID_TAGS: ReadonlySet<string> = new Set(['br']);

/** Deeper nesting is left to DOMPurify, which limits it. */
const MAX_DEPTH = 16;

const START_TAG = /<([a-z]+)((?: [a-z]+="[^"]*")*)>/y;
const END_TAG = /<\/([a-z]+)>/y;
const ATTRIBUTE = / ([a-z]+)="([^"]*)"/g;

/**
 * Text the HTML serialiser writes back unchanged: no markup characters, no carriage return, NUL
 * or no-break space (serialised differently), and `&` only in the three references it writes.
 */
function isCanonicalText(text: string): boolean {
  if (/[<>\r\0\u00a0]/.test(text)) return false;
  return !/&(?!(?:amp|lt|gt);)/.test(text);
}

/** Attribute values DOMPurify keeps as they are: trimmed, plain, and (for links) a safe address. */
function isCanonicalValue(name: string, value: string): boolean {
  if (value !== value.trim() || /[<>\r\0\u00a0]/.test(value) || /&(?!amp;)/.test(value)) return false;
  if (name === 'href') return /^(?:https?:\/\/[^/\s\\]|mailto:|\/(?![/\\])|#)[^\s\\\p{Cc}]*$/u.test(value);
  if (name === 'lang') return /^[a-zA-Z]{1,8}(?:-[a-zA-Z0-9]{1,8})*$/.test(value);
  return true;
}

/** Attributes of one start tag, in order, or undefined when one is not allowed as written. */
function readAttributes(source: string): [string, string][] | undefined {
  const attributes: [string, string][] = [];
  for (const [, name = '', value = ''] of source.matchAll(ATTRIBUTE)) {
    if (!ATTRIBUTES.has(name) || attributes.some(([seen]) => seen === name)) return undefined;
    if (!isCanonicalValue(name, value)) return undefined;
    attributes.push([name, value]);
  }
  return attributes;
}

/** The sanitised paragraph when `html` is already clean under the policy, else undefined. */
export function sanitizeCleanInlineHtml(html: string): string | undefined {
  const open: string[] = [];
  let out = '';
  let at = 0;
  while (at < html.length) {
    const tagAt = html.indexOf('<', at);
    const text = html.slice(at, tagAt < 0 ? html.length : tagAt);
    if (!isCanonicalText(text)) return undefined;
    out += text;
    if (tagAt < 0) break;
    START_TAG.lastIndex = tagAt;
    END_TAG.lastIndex = tagAt;
    const start = START_TAG.exec(html);
    const end = start ? null : END_TAG.exec(html);
    if (start) {
      const [whole, name = '', attributeSource = ''] = start;
      const attributes = readAttributes(attributeSource);
      if (!TAGS.has(name) || !attributes) return undefined;
      // A link inside a link is split by the parser: not a shape to copy.
      if (name === 'a' && open.includes('a')) return undefined;
      const href = attributes.find(([attribute]) => attribute === 'href')?.[1];
      out +=
        name === 'a' && href !== undefined && isExternalHref(href)
          ? `${whole.slice(0, -1)} rel="${EXTERNAL_LINK_REL}">`
          : whole;
      if (!VOID_TAGS.has(name)) open.push(name);
      if (open.length > MAX_DEPTH) return undefined;
      at = tagAt + whole.length;
    } else if (end) {
      const [whole, name = ''] = end;
      if (open.pop() !== name) return undefined;
      out += whole;
      at = tagAt + whole.length;
    } else {
      return undefined;
    }
  }
  return open.length === 0 ? out : undefined;
}
