/** An author's links on the desk: a row per link (label and address), added and removed by hand. */
import { AUTHOR_LIMITS } from '../../../contract/authors.ts';
import { AUTHORS_DESK_TEXT as TEXT, type AuthorForm } from '../../lib/desk/author-form.ts';

type Links = AuthorForm['links'];

export function AuthorLinksField({ links, onChange }: { links: Links; onChange: (links: Links) => void }) {
  const set = (index: number, patch: Partial<Links[number]>) =>
    onChange(links.map((link, at) => (at === index ? { ...link, ...patch } : link)));
  return (
    <fieldset className="field desk-authors__links">
      <legend>Links</legend>
      {links.map((link, index) => (
        <div key={index} className="desk-link-form">
          <label>
            Label
            <input
              type="text"
              value={link.label}
              maxLength={AUTHOR_LIMITS.linkLabel}
              onChange={(event) => set(index, { label: event.target.value })}
            />
          </label>
          <label>
            Address
            <input type="url" value={link.url} onChange={(event) => set(index, { url: event.target.value })} />
          </label>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => onChange(links.filter((_, at) => at !== index))}
          >
            {TEXT.removeLink}
          </button>
        </div>
      ))}
      {links.length < AUTHOR_LIMITS.links && (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => onChange([...links, { label: '', url: '' }])}
        >
          {TEXT.addLink}
        </button>
      )}
    </fieldset>
  );
}
