/**
 * One page of an issue on the desk: its picture beside its words, which the editor corrects (or
 * writes, for a page made from a picture), the cover's caption and credit, the links printed on it (each may be removed), and the
 * page's own actions: move, make it the cover, remove, replace.
 */
import type { ReactNode } from 'react';
import type { PageLink } from '../../../contract/issue-links.ts';
import { resolveMediaUrl } from '../../lib/api/urls.ts';
import type { DeskImage } from '../../lib/desk/draft.ts';
import { PAGE_EDITOR_TEXT } from '../../lib/desk/page-editor-text.ts';
import { CaptionFields } from './CaptionFields.tsx';
import { EMPTY_PAGE_TEXT, pageTextOf, pageTextProblem, type PageTextDraft } from '../../lib/desk/page-text.ts';

const TEXT = PAGE_EDITOR_TEXT;

export interface IssuePageCardProps {
  page: DeskImage;
  /** From 0. */
  index: number;
  /** A prefix for the ids of the page's fields and buttons. */
  id: string;
  showMissingAlt: boolean;
  onChange: (page: DeskImage) => void;
  /** The page's buttons (move, cover, remove, replace) and, while open, the replacement form. */
  actions: ReactNode;
}

function linkTarget(link: PageLink): string {
  return link.href ?? TEXT.linkTo.page(link.page ?? 0);
}

export function IssuePageCard({ page, index, id, showMissingAlt, onChange, actions }: IssuePageCardProps) {
  const name = TEXT.pageName(index + 1);
  const text = page.text ?? EMPTY_PAGE_TEXT;
  const hasText = pageTextOf(text) !== null;
  const problem = pageTextProblem(text);
  const missingAlt = showMissingAlt && !page.alt.trim() && !hasText;
  const links = page.links ?? [];
  const setText = (patch: Partial<PageTextDraft>) => onChange({ ...page, text: { ...text, ...patch } });
  const field = (name: keyof PageTextDraft, label: string, rows?: number) => {
    const fieldId = `${id}-${name}-${index}`;
    return (
      <div className="field">
        <label htmlFor={fieldId}>{label}</label>
        {rows ? (
          <textarea
            id={fieldId}
            rows={rows}
            value={text[name]}
            aria-invalid={(name === 'headline' && problem === TEXT.problems.headline) || undefined}
            onChange={(event) => setText({ [name]: event.target.value })}
          />
        ) : (
          <input
            id={fieldId}
            value={text[name]}
            aria-invalid={(name === 'headline' && problem === TEXT.problems.headline) || undefined}
            onChange={(event) => setText({ [name]: event.target.value })}
          />
        )}
      </div>
    );
  };

  return (
    <section className="desk-page" aria-labelledby={`${id}-name-${index}`}>
      <img
        className="desk-page__picture"
        src={resolveMediaUrl(page.path)}
        alt=""
        width="200"
        height="260"
        loading="lazy"
      />
      <div className="desk-page__fields">
        <h3 className="desk-images__name" id={`${id}-name-${index}`}>
          {name}
          {index === 0 ? TEXT.cover : ''}
        </h3>
        {actions}
        <div className="field">
          <label htmlFor={`${id}-alt-${index}`}>
            {hasText ? TEXT.fields.altWithText(index + 1) : TEXT.fields.alt(index + 1)}
          </label>
          <input
            id={`${id}-alt-${index}`}
            className="desk-page__alt"
            value={page.alt}
            aria-invalid={missingAlt || undefined}
            onChange={(event) => onChange({ ...page, alt: event.target.value })}
          />
        </div>
        {index === 0 && (
          <div className="field desk-page__cover-caption">
            <CaptionFields
              id={id}
              index={index}
              name={TEXT.coverName}
              image={page}
              onChange={(patch) => onChange({ ...page, ...patch })}
            />
          </div>
        )}
        {!hasText && <p className="desk-page__empty">{TEXT.noText}</p>}
        {field('section', TEXT.fields.section)}
        {field('headline', TEXT.fields.headline)}
        {field('standfirst', TEXT.fields.standfirst, 2)}
        {field('body', TEXT.fields.body, 8)}
        <p role="alert" className="desk-error">
          {problem}
        </p>
        <h4 className="desk-page__links-title">{TEXT.links}</h4>
        {links.length === 0 ? (
          <p className="desk-page__empty">{TEXT.noLinks}</p>
        ) : (
          <ul className="desk-page__links">
            {links.map((link, at) => (
              <li key={`${at}-${link.label}`}>
                <span>
                  “{link.label}” → {linkTarget(link)}
                </span>{' '}
                <button
                  type="button"
                  className="desk-tool"
                  aria-label={`${TEXT.actions.removeLink} “${link.label}” from ${name.toLowerCase()}`}
                  onClick={() => onChange({ ...page, links: links.filter((_, other) => other !== at) })}
                >
                  {TEXT.actions.removeLink}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
