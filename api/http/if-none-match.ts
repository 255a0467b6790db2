/** Whether an `If-None-Match` header names `etag` (weakly compared, `*` for any): the client's copy is current. */
export function namesEtag(ifNoneMatch: string, etag: string): boolean {
  const wanted = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === wanted || tag.trim() === '*');
}
