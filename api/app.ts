/**
 * The magazine API as a Hono app: the headers every API answer carries, then the route groups of
 * `routes/`. Built from its dependencies so tests can call `app.request()` against a temporary
 * database without opening a port.
 */
import { Hono } from 'hono';
import { SOCIAL_CARD_PREFIX } from '../contract/social-cards.ts';
import { readSettings, type AppSettings } from './settings.ts';
import type { MagazineStorage } from './storage/storage.ts';
import { rebuildNotifier } from './admin/rebuild-hook.ts';
import { noStore, publicCors } from './http/api-headers.ts';
import { limitBodySizeExcept } from './http/body-limit.ts';
import { internalError, notFound } from './http/errors.ts';
import { publishScheduler, type Timers } from './admin/publish-scheduler.ts';
import { adminRoutes } from './routes/admin.ts';
import { MEDIA_UPLOAD_PATH } from './routes/admin-media.ts';
import { ISSUE_IMPORT_PATH } from './routes/admin-issue-imports.ts';
import { PAGE_REPLACEMENT_PATH } from './routes/admin-page-replacements.ts';
import { issueImports } from './issue-import/issue-imports.ts';
import { emailsRoute } from './routes/emails.ts';
import { newsletterLinkRoutes } from './routes/newsletter-links.ts';
import { confirmations } from './newsletter/confirmations.ts';
import { smtpMailer, type Mailer } from './newsletter/mailer.ts';
import { startEditionSending } from './newsletter/edition-sending.ts';
import type { StorageLocation } from './storage/open-storage.ts';
import { adminNewsletterRoutes } from './routes/admin-newsletter.ts';
import { authorRoutes } from './routes/authors.ts';
import { healthRoutes } from './routes/health.ts';
import { issueRoutes } from './routes/issues.ts';
import { heroRoutes } from './routes/hero.ts';
import { itemRoutes } from './routes/items.ts';
import { devMailRoutes, mailSinkRoutes } from './routes/mail-sink.ts';
import { mediaRoutes } from './routes/media.ts';
import { personalRoutes, type Accounts } from './routes/personal.ts';
import { beaconRoutes } from './routes/readership.ts';
import { beaconTaker, type BeaconTaker } from './readership/beacon-taker.ts';
import { readership as readershipOf } from './readership/readership.ts';
import { signupRoutes } from './routes/signup.ts';
import { socialCardRoutes } from './routes/social-cards.ts';

export interface AppDeps {
  db: MagazineStorage;
  mediaDir: string;
  /** Left out, each setting takes its default (as with an empty environment). */
  settings?: Partial<AppSettings>;
  /** The clock of the sign-up and account limits and of recorded mails; tests move it. */
  now?: () => number;
  /** Sign-in and readers' data; without it the account routes answer 503 (and only the editor token opens the editor routes). */
  accounts?: Accounts;
  /** The timers of scheduled publishing; tests fire them by hand. */
  timers?: Timers;
  /** Where uploaded print PDFs wait for their import; beside the media folder unless given. */
  importsDir?: string;
  /** The newsletter's outgoing mail; nodemailer to SMTP_URL unless given, none without either. */
  mailer?: Mailer;
  /** Where the database is: with it, editions are sent by a process of its own (sender-child.ts). */
  storage?: StorageLocation;
  /** Beacons one client IP may send in a minute; more get 429. */
  beaconLimitPerMinute?: number;
}

/** A reader sends a beacon or two a page; many readers behind one address (an office, a hotel) send more. */
export const DEFAULT_BEACON_LIMIT_PER_MINUTE = 600;

/** The app, and the beacon taker its route shares with the fast path of node:http (http/fast-beacons.ts). */
export interface Api {
  app: Hono;
  takeBeacon: BeaconTaker;
  trustProxy: boolean;
}

export function createApp(deps: AppDeps): Hono {
  return createApi(deps).app;
}

export function createApi({
  db,
  mediaDir,
  settings: overrides,
  now = Date.now,
  accounts,
  timers,
  importsDir,
  beaconLimitPerMinute = DEFAULT_BEACON_LIMIT_PER_MINUTE,
  mailer,
  storage,
}: AppDeps): Api {
  const settings: AppSettings = { ...readSettings({}), ...overrides };
  const app = new Hono();
  const { newsletter } = settings;
  const newsletterMailer =
    mailer ?? (newsletter.smtpUrl ? smtpMailer({ url: newsletter.smtpUrl, from: newsletter.from }) : undefined);

  app.use(
    '/api/*',
    noStore,
    publicCors,
    limitBodySizeExcept(MEDIA_UPLOAD_PATH, ISSUE_IMPORT_PATH, PAGE_REPLACEMENT_PATH),
  );
  // Page images may be drawn onto a canvas by the reader, which needs CORS on them too.
  app.use('/media/*', publicCors);

  // Mounted at its own prefix so its token check guards nothing else.
  const notify = rebuildNotifier(settings.rebuildHook);
  // Anything whose time came while the API was down goes live now; the next times are armed.
  const scheduler = publishScheduler({ db, now, notify, timers });
  void scheduler.start();
  // Another instance may have scheduled, moved or published something: look again.
  db.onContentChange(() => {
    scheduler.rearm().catch((error: unknown) => {
      if (!db.isClosed()) console.error('Looking for scheduled items failed:', error);
    });
  });
  const readership = readershipOf(db, now);
  // Before the other editor routes, with the same check of the editor.
  app.route(
    '/api/admin/newsletter',
    adminNewsletterRoutes({
      db,
      editorToken: settings.editorToken,
      auth: accounts?.auth,
      links: { siteUrl: newsletter.siteUrl, mediaOrigin: new URL(newsletter.publicApiUrl).origin },
      sending: startEditionSending(db, newsletter, now, { mailer, storage }),
      secret: newsletter.secret,
      now,
    }),
  );
  app.route(
    '/api/admin',
    adminRoutes({
      readership,
      db,
      mediaDir,
      editorToken: settings.editorToken,
      auth: accounts?.auth,
      notify,
      rebuildHook: settings.rebuildHook,
      scheduler,
      scheduleRunRoute: settings.development,
      imports: issueImports(db, mediaDir, importsDir),
      now,
    }),
  );
  app.route('/api', healthRoutes(db));
  // Before the read routes: their `/blogs/:id` and `/issues/:id` would take `is-favorited` for an id.
  const { trustProxy } = settings;
  const accountLimit = settings.accountLimitPerMinute;
  app.route(
    '/api',
    signupRoutes({ auth: accounts?.auth, limits: db.rateLimits, limitPerMinute: accountLimit, trustProxy, now }),
  );
  app.route('/api', personalRoutes(db, accounts));
  const takeBeacon = beaconTaker({ readership, limitPerMinute: beaconLimitPerMinute, now });
  app.route(
    '/api',
    beaconRoutes({ readership, limitPerMinute: beaconLimitPerMinute, trustProxy, now, take: takeBeacon }),
  );
  app.route('/api', itemRoutes(db));
  app.route('/api', issueRoutes(db));
  app.route('/api', authorRoutes(db.authors));
  app.route('/api', heroRoutes(db));
  const limitPerMinute = settings.signupLimitPerMinute;
  app.route(
    '/api',
    emailsRoute({
      subscribers: db.subscribers,
      confirmations: confirmations({ store: db.newsletter, mailer: newsletterMailer, ...newsletter, now }),
      limits: db.rateLimits,
      limitPerMinute,
      trustProxy,
      now,
    }),
  );
  app.route('/api', newsletterLinkRoutes({ store: db.newsletter, ...newsletter, now }));
  if (settings.development) {
    app.route(
      '/api',
      mailSinkRoutes({
        mails: db.mails,
        limits: db.rateLimits,
        settings: settings.mailSink,
        trustProxy,
        now,
      }),
    );
    app.route('/api', devMailRoutes(db.mails));
  }
  app.route('/media', mediaRoutes(mediaDir));
  // Beside /media, outside /api: cards are kept by caches, which no-store would forbid.
  app.route(SOCIAL_CARD_PREFIX, socialCardRoutes(db, mediaDir));

  app.notFound(notFound);
  app.onError(internalError);
  return { app, takeBeacon, trustProxy };
}
