/**
 * What a local checkout runs with when nothing is configured: the API's address, the auth
 * emulator's project, the mail sink's EmailJS ids and the editors' address. The site falls back to the same values the
 * API and the local stack use, so `npm start` needs no settings at all.
 */

/** Where the local API listens; `PUBLIC_API_URL` and `API_HOST`/`API_PORT` override it. */
export const LOCAL_API = { host: '127.0.0.1', port: 8787 } as const;
export const LOCAL_API_URL = `http://${LOCAL_API.host}:${LOCAL_API.port}/api`;

/** Where the local site is served; `SITE_URL` and `SITE_HOST`/`SITE_PORT` override it. */
export const LOCAL_SITE = { host: '127.0.0.1', port: 4321 } as const;
export const LOCAL_SITE_URL = `http://${LOCAL_SITE.host}:${LOCAL_SITE.port}`;

/**
 * The API's one switch of development features (read by api/settings.ts): the mail sink, the auth
 * emulator and `demo-` projects. Off unless set; every local stack (stack/stack-options.ts) and
 * `npm run api` set it to `on`.
 */
export const DEVELOPMENT_SWITCH = 'API_DEVELOPMENT';

/** The auth emulator's project; `demo-` ids never reach Google. */
export const LOCAL_FIREBASE_PROJECT_ID = 'demo-serendib';

/**
 * The EmailJS ids of the local mail sink (`POST /api/v1.0/email/send`): the contact form sends
 * with these unless `PUBLIC_EMAILJS_*` name a real EmailJS account.
 */
export const LOCAL_EMAILJS = {
  serviceId: 'service_serendib_local',
  notificationTemplateId: 'template_contact_notification',
  autoReplyTemplateId: 'template_contact_autoreply',
  publicKey: 'serendib-local-public-key',
} as const;

/**
 * The editors' address: where the site tells visitors to write, and where the local sink delivers
 * the contact form's notifications (`API_EDITORS_EMAIL` overrides it for the sink). The real
 * EmailJS notification template names its recipient itself; the browser never chooses it.
 */
export const EDITORS_EMAIL = 'editors@serendibluxe.lk';

/**
 * The editor account `npm start` makes in its auth emulator, so the desk can be tried at once. It
 * exists only in that emulator (a `demo-` project, gone when the stack stops).
 */
export const LOCAL_EDITOR = { email: 'editor@serendib.local', password: 'local-editor-pass' } as const;
