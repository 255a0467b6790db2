/**
 * Settings of the local magazine API, read once from the environment.
 * Relative paths are taken from the project root rather than the working directory, so
 * `node api/server.ts` and a script started from elsewhere use the same database and media.
 */
import { resolve } from 'node:path';
import { DEVELOPMENT_SWITCH, LOCAL_API, LOCAL_FIREBASE_PROJECT_ID } from '../contract/local-defaults.ts';
import { PROJECT_ROOT } from '../contract/project-root.ts';
import { readSettings, type AppSettings } from './settings.ts';
import { DEVELOPMENT_NEWSLETTER_SECRET, MIN_NEWSLETTER_SECRET_LENGTH } from './newsletter/newsletter-settings.ts';

export interface ApiConfig extends AppSettings {
  host: string;
  port: number;
  dbFile: string;
  /** PostgreSQL's connection URL; when set, the API keeps everything there instead of `dbFile`. */
  databaseUrl: string | undefined;
  mediaDir: string;
  /** The Firebase project whose ID tokens the API accepts and where signup creates users. */
  firebaseProjectId: string;
  /** `host:port` of the Firebase auth emulator; firebase-admin reads the same variable. */
  authEmulatorHost: string | undefined;
}

function readPort(value: string | undefined): number {
  if (value === undefined || value === '') return LOCAL_API.port;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`API_PORT must be a whole number from 0 to 65535, got "${value}"`);
  }
  return port;
}

/** How every refusal below ends: what turns development features on, for a machine that wants them. */
const DEVELOPMENT_HINT = `(development features are off: ${DEVELOPMENT_SWITCH}=on turns them on, for local development only)`;

/**
 * The emulator signs nothing: firebase-admin accepts its unsigned tokens whenever
 * FIREBASE_AUTH_EMULATOR_HOST is set. An API that is not explicitly a development one would take
 * anyone's word for who they are, so it refuses to start.
 */
function checkProductionAuth(config: ApiConfig): void {
  if (config.development) return;
  if (config.authEmulatorHost) {
    throw new Error(
      `FIREBASE_AUTH_EMULATOR_HOST is set (${config.authEmulatorHost}): the emulator accepts unsigned tokens, ` +
        `so the API will not start. Unset it for production ${DEVELOPMENT_HINT}.`,
    );
  }
  if (config.firebaseProjectId.startsWith('demo-')) {
    throw new Error(
      `FIREBASE_PROJECT_ID is "${config.firebaseProjectId}", a demo project: set it to the real Firebase project ` +
        `${DEVELOPMENT_HINT}.`,
    );
  }
}

/** Shorter tokens can be guessed; a generated one (editor-token-file.ts) is 43 characters. */
export const MIN_PRODUCTION_EDITOR_TOKEN_LENGTH = 32;

/** Where `npm start` and `npm run api` keep a generated editor token when EDITOR_TOKEN is unset. */
export const EDITOR_TOKEN_FILE = resolve(PROJECT_ROOT, '.data/editor-token');

function checkProductionEditorToken(config: ApiConfig): void {
  if (config.development || config.editorToken === undefined) return;
  if (config.editorToken.length < MIN_PRODUCTION_EDITOR_TOKEN_LENGTH) {
    throw new Error(
      `EDITOR_TOKEN has ${config.editorToken.length} characters; it needs at least ` +
        `${MIN_PRODUCTION_EDITOR_TOKEN_LENGTH}, so the API will not start ${DEVELOPMENT_HINT}. Make one with: ` +
        `node -e "console.log(require('node:crypto').randomBytes(32).toString('base64url'))"`,
    );
  }
}

/**
 * Confirmation and unsubscribe links are signed with the secret: one anyone could read or guess
 * would let anyone subscribe or unsubscribe any address.
 */
function checkProductionNewsletterSecret(config: ApiConfig): void {
  if (config.development) return;
  const { secret } = config.newsletter;
  const make = `node -e "console.log(require('node:crypto').randomBytes(32).toString('base64url'))"`;
  if (secret === undefined || secret === DEVELOPMENT_NEWSLETTER_SECRET) {
    throw new Error(
      `NEWSLETTER_SECRET is not set: it signs the newsletter's confirmation and unsubscribe links, so the API ` +
        `will not start ${DEVELOPMENT_HINT}. Make one with: ${make}`,
    );
  }
  if (secret.length < MIN_NEWSLETTER_SECRET_LENGTH) {
    throw new Error(
      `NEWSLETTER_SECRET has ${secret.length} characters; it needs at least ${MIN_NEWSLETTER_SECRET_LENGTH}, ` +
        `so the API will not start ${DEVELOPMENT_HINT}. Make one with: ${make}`,
    );
  }
}

/** Where the API keeps its database and media: all that `npm run api:reset` needs. */
export function readStoragePaths(
  env: NodeJS.ProcessEnv = process.env,
): Pick<ApiConfig, 'dbFile' | 'databaseUrl' | 'mediaDir'> {
  return {
    dbFile: resolve(PROJECT_ROOT, env.API_DB || '.data/magazine.sqlite'),
    databaseUrl: env.DATABASE_URL || undefined,
    mediaDir: resolve(PROJECT_ROOT, env.MEDIA_DIR || '.data/media'),
  };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const config: ApiConfig = {
    host: env.API_HOST || LOCAL_API.host,
    port: readPort(env.API_PORT),
    ...readStoragePaths(env),
    ...readSettings(env),
    firebaseProjectId: env.FIREBASE_PROJECT_ID || env.GCLOUD_PROJECT || LOCAL_FIREBASE_PROJECT_ID,
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST || undefined,
  };
  checkProductionAuth(config);
  checkProductionEditorToken(config);
  checkProductionNewsletterSecret(config);
  return config;
}
