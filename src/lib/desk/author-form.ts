/**
 * The desk's author form: what the editor types, kept as typed (links as rows, an empty row kept
 * until it is filled), and the write it becomes. The API checks every field again.
 */
import type { AuthorWrite, WireAuthor } from '../../../contract/authors.ts';

export interface AuthorForm {
  name: string;
  /** Left empty on a new author, the API makes it from the name. */
  slug: string;
  bio: string;
  portrait: string;
  links: { label: string; url: string }[];
}

export const EMPTY_AUTHOR_FORM: AuthorForm = { name: '', slug: '', bio: '', portrait: '', links: [] };

export const AUTHORS_DESK_TEXT = {
  link: 'Authors',
  heading: 'Authors',
  loading: 'Loading the authors…',
  none: 'No authors yet.',
  newAuthor: 'New author',
  save: 'Save author',
  saving: 'Saving…',
  saved: 'Saved. The site is being rebuilt with it.',
  deleted: 'Deleted. Bylines keep the name, without a link.',
  delete: 'Delete author',
  deleteQuestion: 'Delete this author? Stories keep the name in their bylines.',
  addLink: 'Add a link',
  removeLink: 'Remove link',
  portrait: 'Portrait (image address)',
  portraitUpload: 'Upload a portrait',
  portraitUploading: 'Uploading the portrait…',
  slugHint: 'The address of the author page, /authors/{slug}. Left empty, it is made from the name.',
  formerNames: 'Earlier names, whose bylines stay linked to this author:',
} as const;

export function formOf(author: WireAuthor): AuthorForm {
  return {
    name: author.name,
    slug: author.slug,
    bio: author.bio,
    portrait: author.portrait ?? '',
    links: author.links.map((link) => ({ ...link })),
  };
}

/** The write the form stands for: blank optional fields left out, rows with neither label nor address dropped. */
export function writeOf(form: AuthorForm): AuthorWrite {
  const links = form.links
    .map((link) => ({ label: link.label.trim(), url: link.url.trim() }))
    .filter((link) => link.label !== '' || link.url !== '');
  return {
    name: form.name.trim(),
    ...(form.slug.trim() ? { slug: form.slug.trim() } : {}),
    bio: form.bio.trim(),
    ...(form.portrait.trim() ? { portrait: form.portrait.trim() } : {}),
    links,
  };
}
