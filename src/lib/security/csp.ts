/**
 * The site's content security policy, apart from the script and style hashes Astro computes for
 * each page. Every origin comes from the build's PUBLIC_* settings (the API and its media, EmailJS,
 * Firebase auth or its emulator), so a build for another host needs no edit here.
 *
 * Astro writes the policy into each page's <meta http-equiv="content-security-policy">; what a
 * meta tag cannot carry (frame-ancestors) is sent by the host from public/_headers.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AstroUserConfig } from 'astro';
import { apiBase, emailjsOrigin } from '../api/urls.ts';
import { readFirebaseSettings } from '../firebase/settings.ts';
import { VIDEO_EMBED_ORIGIN } from '../../../contract/video-links.ts';

type Env = Record<string, string | undefined>;
type CspConfig = Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>;
type CspDirective = NonNullable<CspConfig['directives']>[number];

/** Firebase's popup sign-in loads Google's gapi script, with the emulator as well as without. */
export const GOOGLE_SCRIPT_ORIGIN = 'https://apis.google.com';

/** Firebase Auth's endpoints when no emulator is configured. */
const GOOGLE_AUTH_API_ORIGINS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];

export interface ContentSecurityPolicy {
  /** Directives other than script-src and style-src, as `name source…`. */
  directives: CspDirective[];
  /** script-src sources; Astro adds the hashes of its own scripts. */
  scriptSources: string[];
  /** style-src sources; Astro adds the hashes of its own styles. */
  styleSources: string[];
  /** Hashes of style elements that libraries insert at run time. */
  styleHashes: `sha256-${string}`[];
  /** style-src-attr sources: the style attributes that server-rendered islands write. */
  styleAttributeSources: string[];
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** Where sign-in talks to and which frames it opens: the emulator, or Google's services. */
function authOrigins(env: Env): { connect: string[]; frame: string[] } {
  const firebase = readFirebaseSettings(env);
  if (firebase.authEmulatorHost) {
    const emulator = `http://${firebase.authEmulatorHost}`;
    return { connect: [emulator], frame: [emulator] };
  }
  return { connect: GOOGLE_AUTH_API_ORIGINS, frame: [`https://${firebase.authDomain}`] };
}

export function contentSecurityPolicy(env: Env = process.env): ContentSecurityPolicy {
  const apiOrigin = new URL(apiBase()).origin;
  const auth = authOrigins(env);
  return {
    directives: [
      "default-src 'self'",
      "base-uri 'self'",
      "object-src 'none'",
      "form-action 'self'",
      `img-src ${unique(["'self'", 'data:', apiOrigin]).join(' ')}`,
      "font-src 'self'",
      `connect-src ${unique(["'self'", apiOrigin, emailjsOrigin(), ...auth.connect]).join(' ')}`,
      // 'self': the desk's issue preview is a page of the site, shown in a frame on the desk.
      `frame-src ${unique(["'self'", VIDEO_EMBED_ORIGIN, ...auth.frame]).join(' ')}`,
      "worker-src 'self'",
      "manifest-src 'self'",
    ],
    // 'wasm-unsafe-eval' lets Pagefind compile its WebAssembly on /search; it allows no eval().
    scriptSources: ["'self'", "'wasm-unsafe-eval'", GOOGLE_SCRIPT_ORIGIN],
    styleSources: ["'self'"],
    styleHashes: [sourceHash(pageFlipStyle())],
    styleAttributeSources: ["'unsafe-inline'"],
  };
}

/**
 * page-flip (the issue reader) inserts its stylesheet as a <style> element when it loads; the
 * text it inserts is its src/Style/stPageFlip.css, so the policy allows that file's hash.
 */
function pageFlipStyle(): string {
  return readFileSync(createRequire(import.meta.url).resolve('page-flip/src/Style/stPageFlip.css'), 'utf8');
}

/**
 * The policy's name for one inline script or style Astro does not process itself: pages pass an
 * `is:inline` script's to `Astro.csp.insertScriptHash` so the script may run.
 */
export function sourceHash(source: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(source).digest('base64')}`;
}
