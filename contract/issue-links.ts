/**
 * What an issue made from a PDF carries beside its pages: the links printed on each page and the
 * issue's contents. Imports nothing but zod, so the API, run directly by Node, can import it.
 */
import './zod-settings.ts';
import { z } from 'zod';

/** The protocols a link on a page may use; any other link in a PDF is dropped on import. */
export const PAGE_LINK_PROTOCOLS = ['http:', 'https:', 'mailto:'] as const;

/** A web or mail address a page links to, or undefined when it is not one a reader may follow. */
export function followableHref(value: string): string | undefined {
  try {
    const url = new URL(value);
    return (PAGE_LINK_PROTOCOLS as readonly string[]).includes(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const fraction = z.number().min(0).max(1);

/**
 * A link on a page: where it lies, as shares of the page's width and height from its top left (so
 * it stays in place at every size and zoom), what it is named by (the words under it), and where
 * it goes: another page of the issue (`page`, counted from 1) or an address (`href`).
 */
export const pageLinkSchema = z
  .object({
    x: fraction,
    y: fraction,
    width: fraction,
    height: fraction,
    label: z.string().trim().min(1).max(200),
    href: z
      .string()
      .max(2000)
      .refine((value) => followableHref(value) !== undefined, 'must be an http(s) or mailto address')
      .optional(),
    page: z.number().int().positive().optional(),
  })
  .refine((link) => (link.href === undefined) !== (link.page === undefined), 'a link goes to a page or an address');
export type PageLink = z.output<typeof pageLinkSchema>;

/** An entry of an issue's contents: a title and the page it starts on (from 1). */
export const contentsEntrySchema = z.object({
  title: z.string().trim().min(1).max(300),
  page: z.number().int().positive(),
  /** 0 for a main entry, 1 for one under it, and so on. */
  depth: z.number().int().min(0).max(5).default(0),
});
export type ContentsEntry = z.output<typeof contentsEntrySchema>;

/** How many links one page, and entries the contents, may carry. */
export const ISSUE_LINK_LIMITS = { linksPerPage: 100, contents: 200 } as const;
