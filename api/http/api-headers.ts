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

export const publicCors: MiddlewareHandler = cors({
  origin: '*',
  allowMethods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
  allowHeaders: ['Content-Type', 'Authorization'],
  maxAge: 86400,
});
