import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BODY_ERRORS, bodyRefused, readJsonBody } from './json-body.ts';

const schema = z.strictObject({ title: z.string().min(1), tags: z.array(z.string()).optional() });

/** An app whose one route answers what readJsonBody made of the body. */
function appWith(fieldsError?: string): Hono {
  const app = new Hono();
  app.post('/', async (c) => {
    const body = await readJsonBody(c, schema, fieldsError);
    if (!body.ok) return bodyRefused(c, body);
    // A second read of the same request gets the same body, not an emptied stream.
    const again = await readJsonBody(c, schema);
    return c.json({ value: body.value, again: again.ok && again.value });
  });
  return app;
}

const JSON_TYPE = { 'Content-Type': 'application/json' };

async function post(
  body: string,
  app = appWith(),
  headers: Record<string, string> = JSON_TYPE,
): Promise<{ status: number; body: unknown }> {
  const response = await app.request('/', { method: 'POST', body, headers });
  return { status: response.status, body: await response.json() };
}

describe('readJsonBody', () => {
  it('answers the checked value, and the same value to a second read', async () => {
    expect(await post('{"title": "Dawn", "tags": ["tea"]}')).toEqual({
      status: 200,
      body: { value: { title: 'Dawn', tags: ['tea'] }, again: { title: 'Dawn', tags: ['tea'] } },
    });
  });

  it('refuses with 415, before reading it, a body not sent as application/json', async () => {
    const body = '{"title": "Dawn"}';
    for (const type of [
      undefined,
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonp',
      'text/json',
    ]) {
      const headers: Record<string, string> = type === undefined ? {} : { 'Content-Type': type };
      expect(await post(body, appWith(), headers), type).toEqual({
        status: 415,
        body: { error: BODY_ERRORS.notJsonType },
      });
    }
  });

  it('takes application/json in any case and with parameters', async () => {
    for (const type of ['application/json; charset=utf-8', 'Application/JSON', ' application/json ;charset=UTF-8']) {
      expect((await post('{"title": "Dawn"}', appWith(), { 'Content-Type': type })).status, type).toBe(200);
    }
  });

  it('tells an empty body, a body that is not JSON and JSON that is not an object apart', async () => {
    for (const [body, error] of [
      ['', BODY_ERRORS.empty],
      ['  \n', BODY_ERRORS.empty],
      ['{"title": ', BODY_ERRORS.notJson],
      ["{'title': 'Dawn'}", BODY_ERRORS.notJson],
      ['[1, 2]', BODY_ERRORS.notObject],
      ['null', BODY_ERRORS.notObject],
      ['"Dawn"', BODY_ERRORS.notObject],
    ]) {
      expect(await post(body as string), body).toEqual({ status: 400, body: { error } });
    }
  });

  it('names each field at fault, unknown fields included', async () => {
    expect(await post('{"tags": [1], "colour": "red"}')).toEqual({
      status: 400,
      body: {
        error: BODY_ERRORS.fieldsInvalid,
        fields: {
          title: 'is required',
          'tags.0': 'Invalid input: expected string, received number',
          colour: 'is not a field of this kind of item',
        },
      },
    });
  });

  it("answers a route's own message for fields at fault", async () => {
    const answer = await post('{"title": ""}', appWith('Send a title'));
    expect(answer).toEqual({ status: 400, body: { error: 'Send a title', fields: { title: expect.any(String) } } });
  });
});
