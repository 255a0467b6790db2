/**
 * Headers every API answer carries. Answers change whenever editors publish, so neither the
 * browser nor a proxy may keep them; the site is served from another origin without
 * credentials, so a wildcard origin is enough.
 */
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
};

const preflight: MiddlewareHandler = cors({
  origin: '*',
  allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
  allowHeaders: ['Content-Type', 'Authorization'],
  maxAge: 86400,
});

/**
 * Hono's cors() sets its header on `c.res` before the route runs, which makes Hono copy the
 * route's answer into a new Response, body stream and all: a third of an item read's cost under
 * load. Other requests get the same header after the route has answered.
 */
export const publicCors: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'OPTIONS') return preflight(c, next);
  await next();
  c.res.headers.set('Access-Control-Allow-Origin', '*');
};
