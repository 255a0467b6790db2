/**
 * The magazine API as a Hono app. Built from its dependencies so tests can call `app.request()`
 * against a temporary database without opening a port.
 */
import { Hono } from 'hono';
import type { MagazineDb } from './db.ts';
import { noStore, publicCors } from './http/api-headers.ts';
import { internalError, notFound } from './http/errors.ts';
import { readRoute } from './http/read-route.ts';
import { mediaRoutes } from './media/media-routes.ts';
import { issueRoutes } from './routes/issues.ts';
import { itemRoutes } from './routes/items.ts';
import { personalRoutes, type Accounts } from './routes/personal.ts';
import { signupRoutes } from './routes/signup.ts';

export interface AppDeps {
  db: MagazineDb;
  mediaDir: string;
  /** Sign-in and readers' data; without it the account routes answer 503. */
  accounts?: Accounts;
}

export function createApp({ db, mediaDir, accounts }: AppDeps): Hono {
  const app = new Hono();

  app.use('/api/*', noStore);
  app.use('/api/*', publicCors);
  // Page images may be drawn onto a canvas by the reader, which needs CORS on them too.
  app.use('/media/*', publicCors);

  readRoute(app, '/api/health', (c) => c.json({ status: 'ok', ...db.counts() }));
  // Before the read routes: their `/blogs/:id` and `/issues/:id` would take `is-favorited` for an id.
  app.route('/api', signupRoutes(accounts?.auth));
  app.route('/api', personalRoutes(db, accounts));
  app.route('/api', itemRoutes(db));
  app.route('/api', issueRoutes(db));
  app.route('/media', mediaRoutes(mediaDir));

  app.notFound(notFound);
  app.onError(internalError);
  return app;
}
