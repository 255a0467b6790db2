/** The CORS preflight a browser sends before a JSON POST from the site's origin. */
import type { Hono } from 'hono';

export function preflight(app: Hono, path: string): Promise<Response> {
  return Promise.resolve(
    app.request(path, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:4321',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    }),
  );
}
