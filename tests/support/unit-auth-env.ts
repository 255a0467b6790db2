/**
 * Points firebase-admin (the API) and the site's Firebase client at the unit tests' emulator,
 * the way the local stack does for `npm start`.
 */
import { inject } from 'vitest';

const host = inject('authEmulatorHost');
const projectId = inject('firebaseProjectId');
Object.assign(process.env, {
  FIREBASE_AUTH_EMULATOR_HOST: host,
  FIREBASE_PROJECT_ID: projectId,
  PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: host,
  PUBLIC_FIREBASE_PROJECT_ID: projectId,
  PUBLIC_FIREBASE_API_KEY: 'demo-api-key',
  PUBLIC_FIREBASE_AUTH_DOMAIN: `${projectId}.firebaseapp.com`,
});
