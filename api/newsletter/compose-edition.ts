/**
 * An edition as readers receive it: the subject, the editors' introduction, the stories picked
 * from the library and the latest issue with its cover, written in MJML and made by mjml into HTML
 * that reads on a phone and on a desktop (one column, at most 600 pixels wide), and as plain text.
 * The reader's own unsubscribe link is put in at sending (edition-mail.ts).
 */
import mjml2html from 'mjml';
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

const TEXT_STYLE = 'font-family="Georgia, serif" color="#13201b"';

function storyMjml(item: StoredItem, links: EditionLinks): string {
  const image = item.images?.[0] ?? item.imageUrl;
  const url = escapeHtml(itemUrl(item, links.siteUrl));
  return `<mj-section padding="8px 16px" border-top="1px solid #e5dfd3"><mj-column>
${image ? `<mj-image src="${escapeHtml(absolute(image, links.mediaOrigin))}" href="${url}" alt="" padding="8px 0" />` : ''}
<mj-text padding="8px 0 0" font-family="Arial, sans-serif" font-size="12px" letter-spacing="1px" color="#8a6d2f" text-transform="uppercase">${escapeHtml(item.categoryName)}</mj-text>
<mj-text padding="4px 0" ${TEXT_STYLE} font-size="22px" line-height="1.3"><a href="${url}" style="color:#13201b;text-decoration:none">${escapeHtml(item.title)}</a></mj-text>
${item.excerpt ? `<mj-text padding="0 0 8px" ${TEXT_STYLE} font-size="16px" line-height="1.5">${escapeHtml(item.excerpt)}</mj-text>` : ''}
</mj-column></mj-section>`;
}

function issueMjml(issue: StoredIssue, links: EditionLinks): string {
  const url = escapeHtml(`${links.siteUrl}/magazines/${issue.id}`);
  return `<mj-section padding="16px" border-top="1px solid #e5dfd3"><mj-column>
<mj-text align="center" font-family="Arial, sans-serif" font-size="12px" letter-spacing="1px" color="#8a6d2f">THE LATEST ISSUE</mj-text>
${issue.coverImage ? `<mj-image width="240px" src="${escapeHtml(absolute(issue.coverImage, links.mediaOrigin))}" href="${url}" alt="The cover of ${escapeHtml(issue.title)}" />` : ''}
<mj-text align="center" ${TEXT_STYLE} font-size="22px"><a href="${url}" style="color:#13201b">${escapeHtml(issue.title)}</a></mj-text>
</mj-column></mj-section>`;
}

/** The edition in MJML (every text escaped), which mjml makes into HTML that mail clients lay out alike. */
function editionMjml(draft: EditionDraft, intro: string[], links: EditionLinks): string {
  return `<mjml><mj-head><mj-title>${escapeHtml(draft.subject)}</mj-title><mj-preview>${escapeHtml(intro[0] ?? draft.subject)}</mj-preview></mj-head>
<mj-body background-color="#fbf8f2" width="600px">
<mj-section background-color="#ffffff" padding="24px 16px 8px"><mj-column>
<mj-text align="center" ${TEXT_STYLE} font-size="28px">Serendib Luxe</mj-text>
${intro.map((part) => `<mj-text ${TEXT_STYLE} font-size="17px" line-height="1.6">${escapeHtml(part)}</mj-text>`).join('\n')}
</mj-column></mj-section>
<mj-wrapper background-color="#ffffff" padding="0">
${draft.items.map((item) => storyMjml(item, links)).join('\n')}
${draft.issue ? issueMjml(draft.issue, links) : ''}
</mj-wrapper>
<mj-section padding="16px"><mj-column>
<mj-text align="center" font-family="Arial, sans-serif" font-size="13px" color="#666666">You receive this because you subscribed to the Serendib Luxe newsletter.<br />
<a href="${UNSUBSCRIBE_PLACEHOLDER}" style="color:#666666">Unsubscribe</a> · <a href="${escapeHtml(links.siteUrl)}" style="color:#666666">Serendib Luxe</a></mj-text>
</mj-column></mj-section>
</mj-body></mjml>`;
}

function editionText(draft: EditionDraft, intro: string[], links: EditionLinks): string {
  return [
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
}

export async function composeEdition(draft: EditionDraft, links: EditionLinks): Promise<EditionContent> {
  const intro = paragraphs(draft.intro);
  const { html, errors } = await mjml2html(editionMjml(draft, intro, links), { validationLevel: 'strict' });
  if (errors.length > 0)
    throw new Error(`The edition's MJML is not valid: ${errors.map((error) => error.formattedMessage).join('; ')}`);
  return { subject: draft.subject.trim(), html, text: editionText(draft, intro, links) };
}

/** Whether the edition fits the size mail clients show whole. */
export function tooLarge(content: EditionContent): boolean {
  return Buffer.byteLength(content.html) > EDITION_MAX_BYTES;
}
