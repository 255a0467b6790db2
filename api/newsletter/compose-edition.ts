/**
 * An edition as readers receive it: the subject, the editors' introduction, the stories picked
 * from the library and the latest issue with its cover, as HTML that reads on a phone and on a
 * desktop (one column, at most 600 pixels wide, inline styles, as mail clients need) and as
 * plain text. The reader's own unsubscribe link is put in at sending (edition-mail.ts).
 */
import { escapeHtml } from '../../contract/escape-html.ts';
import type { StoredIssue, StoredItem } from '../storage/db.ts';
import type { EditionContent } from './edition-store.ts';
import { UNSUBSCRIBE_PLACEHOLDER } from './edition-mail.ts';

/** Gmail cuts a mail's HTML after about 102 KB; an edition stays under it. */
export const EDITION_MAX_BYTES = 100 * 1024;
export const SUBJECT_MAX_LENGTH = 150;
export const INTRO_MAX_LENGTH = 4000;

export const EDITION_ERRORS = {
  subjectEmpty: 'The subject is empty',
  subjectLines: 'The subject must be one line: it cannot hold a line break',
  subjectLong: `The subject is longer than ${SUBJECT_MAX_LENGTH} characters`,
  introLong: `The introduction is longer than ${INTRO_MAX_LENGTH} characters`,
  tooLarge: `The edition is larger than ${EDITION_MAX_BYTES / 1024} KB, which mail clients cut short: pick fewer stories`,
} as const;

export interface EditionDraft {
  subject: string;
  intro: string;
  items: StoredItem[];
  issue: StoredIssue | undefined;
}

export interface EditionLinks {
  siteUrl: string;
  /** Where media URLs that start with `/` are served. */
  mediaOrigin: string;
}

/** What is wrong with the subject or introduction, or undefined. */
export function draftProblem({ subject, intro }: Pick<EditionDraft, 'subject' | 'intro'>): string | undefined {
  if (/[\r\n\u2028\u2029]/.test(subject)) return EDITION_ERRORS.subjectLines;
  if (subject.trim() === '') return EDITION_ERRORS.subjectEmpty;
  if (subject.length > SUBJECT_MAX_LENGTH) return EDITION_ERRORS.subjectLong;
  if (intro.length > INTRO_MAX_LENGTH) return EDITION_ERRORS.introLong;
  return undefined;
}

const absolute = (url: string, origin: string) => new URL(url, origin).toString();
const itemUrl = (item: StoredItem, siteUrl: string) =>
  `${siteUrl}/${item.type === 'vlog' ? 'vlogs' : 'blogs'}/${item.id}`;
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);

function storyHtml(item: StoredItem, links: EditionLinks): string {
  const image = item.images?.[0] ?? item.imageUrl;
  const url = escapeHtml(itemUrl(item, links.siteUrl));
  return `<tr><td style="padding:16px 0;border-top:1px solid #e5dfd3">
${image ? `<a href="${url}"><img src="${escapeHtml(absolute(image, links.mediaOrigin))}" alt="" width="568" style="width:100%;max-width:568px;height:auto;display:block;border:0"></a>` : ''}
<p style="margin:12px 0 4px;color:#8a6d2f;font:12px/1.4 Arial,sans-serif;text-transform:uppercase;letter-spacing:1px">${escapeHtml(item.categoryName)}</p>
<h2 style="margin:0 0 8px;font:22px/1.3 Georgia,serif"><a href="${url}" style="color:#13201b;text-decoration:none">${escapeHtml(item.title)}</a></h2>
${item.excerpt ? `<p style="margin:0;font:16px/1.5 Georgia,serif;color:#333">${escapeHtml(item.excerpt)}</p>` : ''}
</td></tr>`;
}

function issueHtml(issue: StoredIssue, links: EditionLinks): string {
  const url = escapeHtml(`${links.siteUrl}/magazines/${issue.id}`);
  const cover = issue.coverImage
    ? `<a href="${url}"><img src="${escapeHtml(absolute(issue.coverImage, links.mediaOrigin))}" alt="The cover of ${escapeHtml(issue.title)}" width="240" style="width:240px;max-width:100%;height:auto;border:0"></a>`
    : '';
  return `<tr><td style="padding:24px 0;border-top:1px solid #e5dfd3;text-align:center">
<p style="margin:0 0 12px;font:12px/1.4 Arial,sans-serif;letter-spacing:1px;text-transform:uppercase;color:#8a6d2f">The latest issue</p>
${cover}<h2 style="margin:12px 0 8px;font:22px/1.3 Georgia,serif"><a href="${url}" style="color:#13201b">${escapeHtml(issue.title)}</a></h2>
</td></tr>`;
}

export function composeEdition(draft: EditionDraft, links: EditionLinks): EditionContent {
  const intro = paragraphs(draft.intro);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(draft.subject)}</title></head>
<body style="margin:0;padding:0;background:#fbf8f2">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fbf8f2"><tr><td align="center" style="padding:16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;padding:0 16px">
<tr><td style="padding:24px 0;text-align:center;font:28px/1.2 Georgia,serif;color:#13201b">Serendib Luxe</td></tr>
<tr><td style="padding:0 0 16px;font:17px/1.6 Georgia,serif;color:#13201b">${intro.map((part) => `<p style="margin:0 0 12px">${escapeHtml(part)}</p>`).join('')}</td></tr>
${draft.items.map((item) => storyHtml(item, links)).join('\n')}
${draft.issue ? issueHtml(draft.issue, links) : ''}
<tr><td style="padding:24px 0;border-top:1px solid #e5dfd3;font:13px/1.5 Arial,sans-serif;color:#666;text-align:center">
You receive this because you subscribed to the Serendib Luxe newsletter.<br>
<a href="${UNSUBSCRIBE_PLACEHOLDER}" style="color:#666">Unsubscribe</a> · <a href="${escapeHtml(links.siteUrl)}" style="color:#666">Serendib Luxe</a>
</td></tr></table></td></tr></table></body></html>`;
  const text = [
    'SERENDIB LUXE',
    '',
    ...intro.flatMap((part) => [part, '']),
    ...draft.items.flatMap((item) => [
      `${item.categoryName.toUpperCase()}: ${item.title}`,
      ...(item.excerpt ? [item.excerpt] : []),
      itemUrl(item, links.siteUrl),
      '',
    ]),
    ...(draft.issue
      ? [`THE LATEST ISSUE: ${draft.issue.title}`, `${links.siteUrl}/magazines/${draft.issue.id}`, '']
      : []),
    '--',
    'You receive this because you subscribed to the Serendib Luxe newsletter.',
    `Unsubscribe: ${UNSUBSCRIBE_PLACEHOLDER}`,
  ].join('\n');
  return { subject: draft.subject.trim(), html, text };
}

/** Whether the edition fits the size mail clients show whole. */
export function tooLarge(content: EditionContent): boolean {
  return Buffer.byteLength(content.html) > EDITION_MAX_BYTES;
}
