/** An editor's JSON body, checked against a write schema: the value, or the 400 answer's body. */
import type { z } from 'zod';
import { fieldErrors } from '../admin/write-schemas.ts';

export type BodyCheck<T> = { ok: true; value: T } | { ok: false; error: string; fields?: Record<string, string> };

export async function checkedBody<S extends z.ZodType>(request: Request, schema: S): Promise<BodyCheck<z.output<S>>> {
  const text = await request.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return {
      ok: false,
      error: text.trim() === '' ? 'The body is empty: send the item as JSON' : 'The body is not valid JSON',
    };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { ok: false, error: 'The body must be one JSON object' };
  }
  const result = schema.safeParse(json);
  if (!result.success) return { ok: false, error: 'Some fields are not valid', fields: fieldErrors(result.error) };
  return { ok: true, value: result.data };
}
