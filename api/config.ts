/**
 * Settings of the local magazine API, read once from the environment.
 * Relative paths are taken from the project root rather than the working directory, so
 * `node api/server.ts` and a script started from elsewhere use the same database and media.
 */
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { readSettings, type AppSettings } from './settings.ts';

export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface ApiConfig extends AppSettings {
  host: string;
  port: number;
  dbFile: string;
  mediaDir: string;
}

function readPort(value: string | undefined): number {
  if (value === undefined || value === '') return 8787;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`API_PORT must be a whole number from 0 to 65535, got "${value}"`);
  }
  return port;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return {
    host: env.API_HOST || '127.0.0.1',
    port: readPort(env.API_PORT),
    dbFile: resolve(PROJECT_ROOT, env.API_DB || '.data/magazine.sqlite'),
    mediaDir: resolve(PROJECT_ROOT, env.MEDIA_DIR || '.data/media'),
    ...readSettings(env),
  };
}
