/**
 * Settings of the local magazine API, read once from the environment.
 * Relative paths are taken from the project root rather than the working directory, so
 * `node api/server.ts` and a script started from elsewhere use the same database and media.
 */
import { resolve } from 'node:path';
import { LOCAL_API, LOCAL_FIREBASE_PROJECT_ID } from '../contract/local-defaults.ts';
import { PROJECT_ROOT } from '../contract/project-root.ts';
import { readSettings, type AppSettings } from './settings.ts';

export interface ApiConfig extends AppSettings {
  host: string;
  port: number;
  dbFile: string;
  mediaDir: string;
  /** The Firebase project whose ID tokens the API accepts and where signup creates users. */
  firebaseProjectId: string;
  /** `host:port` of the Firebase auth emulator; firebase-admin reads the same variable. */
  authEmulatorHost: string | undefined;
  production: boolean;
}

function readPort(value: string | undefined): number {
  if (value === undefined || value === '') return LOCAL_API.port;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`API_PORT must be a whole number from 0 to 65535, got "${value}"`);
  }
  return port;
}

/**
 * The emulator signs nothing: firebase-admin accepts its unsigned tokens whenever
 * FIREBASE_AUTH_EMULATOR_HOST is set. A production API with that variable would take anyone's
 * word for who they are, so it refuses to start.
 */
function checkProductionAuth(config: ApiConfig): void {
  if (!config.production) return;
  if (config.authEmulatorHost) {
    throw new Error(
      `FIREBASE_AUTH_EMULATOR_HOST is set (${config.authEmulatorHost}) while NODE_ENV is production: ` +
        'the emulator accepts unsigned tokens, so the API will not start. Unset it for production.',
    );
  }
  if (config.firebaseProjectId.startsWith('demo-')) {
    throw new Error('FIREBASE_PROJECT_ID must name the real Firebase project when NODE_ENV is production.');
  }
}

/** Shorter tokens can be guessed; a generated one (editor-token-file.ts) is 43 characters. */
export const MIN_PRODUCTION_EDITOR_TOKEN_LENGTH = 32;

/** Where `npm start` and `npm run api` keep a generated editor token when EDITOR_TOKEN is unset. */
export const EDITOR_TOKEN_FILE = resolve(PROJECT_ROOT, '.data/editor-token');

function checkProductionEditorToken(config: ApiConfig): void {
  if (!config.production || config.editorToken === undefined) return;
  if (config.editorToken.length < MIN_PRODUCTION_EDITOR_TOKEN_LENGTH) {
    throw new Error(
      `EDITOR_TOKEN has ${config.editorToken.length} characters while NODE_ENV is production; it needs at least ` +
        `${MIN_PRODUCTION_EDITOR_TOKEN_LENGTH}, so the API will not start. Make one with: ` +
        `node -e "console.log(require('node:crypto').randomBytes(32).toString('base64url'))"`,
    );
  }
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const config: ApiConfig = {
    host: env.API_HOST || LOCAL_API.host,
    port: readPort(env.API_PORT),
    dbFile: resolve(PROJECT_ROOT, env.API_DB || '.data/magazine.sqlite'),
    mediaDir: resolve(PROJECT_ROOT, env.MEDIA_DIR || '.data/media'),
    ...readSettings(env),
    firebaseProjectId: env.FIREBASE_PROJECT_ID || env.GCLOUD_PROJECT || LOCAL_FIREBASE_PROJECT_ID,
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST || undefined,
    production: env.NODE_ENV === 'production',
  };
  checkProductionAuth(config);
  checkProductionEditorToken(config);
  return config;
}
