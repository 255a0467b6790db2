/**
 * An article's text as the editor holds it, and as the API stores it. The editor holds one
 * document: paragraphs, then subtitled sections, each a level-2 heading (the subtitle, plain text)
 * followed by its paragraphs. The API stores the leading paragraphs as `description` and the
 * sections as `variations`. Every paragraph leaves through the site's own sanitiser, so the desk
 * stores no markup the site would not show.
 */
import type { Variation } from '../../../contract/schemas.ts';
import type { Sanitize } from '../html/sanitize-policy.ts';

export interface ArticleBody {
  description: string[];
  variations: Variation[];
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The editor's document for an article's stored text. */
export function bodyToEditorHtml(body: ArticleBody, sanitize: Sanitize): string {
  const paragraphs = (list: readonly string[]) => list.map((paragraph) => `<p>${sanitize(paragraph)}</p>`).join('');
  return [
    paragraphs(body.description),
    ...body.variations.map((section) => `<h2>${escapeText(section.subtitle)}</h2>${paragraphs(section.description)}`),
  ].join('');
}

/** A paragraph's inline HTML, or nothing when it holds no text. */
function paragraphHtml(element: Element, sanitize: Sanitize): string | undefined {
  const html = sanitize(element.innerHTML).trim();
  return element.textContent?.trim() ? html : undefined;
}

/** The stored shape of the editor's document: leading paragraphs, then the subtitled sections. */
export function editorHtmlToBody(html: string, sanitize: Sanitize): ArticleBody {
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const body: ArticleBody = { description: [], variations: [] };
  for (const element of Array.from(document.body.children)) {
    if (element.tagName === 'H2') {
      body.variations.push({ subtitle: element.textContent?.trim() ?? '', description: [] });
      continue;
    }
    const paragraph = paragraphHtml(element, sanitize);
    if (paragraph === undefined) continue;
    const section = body.variations.at(-1);
    if (section) section.description.push(paragraph);
    else body.description.push(paragraph);
  }
  return body;
}
