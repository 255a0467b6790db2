/**
 * The blog and vlog lists may be read a page at a time (`?page=1&perPage=500`, pages counted from
 * 1), newest first; a page shorter than `perPage` is the last. Without the parameters a list
 * answers every item, so a caller that knows nothing of paging still gets the whole list.
 */
export const LIST_PAGING = { pageParam: 'page', perPageParam: 'perPage', maxPerPage: 1000 } as const;
