/**
 * The Firebase web app's settings, from PUBLIC_FIREBASE_* at build time (docs/configuration.md).
 * Apart from client.ts so the build's config (the content security policy) can read them
 * without loading the Firebase SDK.
 */
import { LOCAL_FIREBASE_PROJECT_ID } from '../../../contract/local-defaults.ts';

export interface FirebaseSettings {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string | undefined;
  /** `host:port` of the auth emulator, or undefined for the real service. */
  authEmulatorHost: string | undefined;
}

type Env = Record<string, string | undefined>;

export function readFirebaseSettings(env: Env = import.meta.env): FirebaseSettings {
  const projectId = env.PUBLIC_FIREBASE_PROJECT_ID || LOCAL_FIREBASE_PROJECT_ID;
  return {
    apiKey: env.PUBLIC_FIREBASE_API_KEY || 'demo-api-key',
    authDomain: env.PUBLIC_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
    projectId,
    appId: env.PUBLIC_FIREBASE_APP_ID || undefined,
    authEmulatorHost: env.PUBLIC_FIREBASE_AUTH_EMULATOR_HOST || undefined,
  };
}
