/**
 * Settings of the newsletter, contact and editors' routes, read from the environment. Apart from the paths
 * in config.ts, so that the app (and tests that serve it) needs no file-system setup.
 */
import { z } from 'zod';
import { DEVELOPMENT_SWITCH, EDITORS_EMAIL, LOCAL_EMAILJS } from '../contract/local-defaults.ts';
import { readSwitch } from '../contract/switch-setting.ts';
import { readNewsletterSettings, type NewsletterSettings } from './newsletter/newsletter-settings.ts';

/**
 * What the local mail sink accepts (the same `PUBLIC_EMAILJS_*` values the site is built with),
 * where it delivers the editors' notification, and how many mails one client may send.
 */
export interface MailSinkSettings {
  serviceId: string;
  publicKey: string;
  notificationTemplateId: string;
  autoReplyTemplateId: string;
  /** The notification's only recipient, as the real notification template fixes its own. */
  editorsAddress: string;
  /** Mails (a notification or an auto-reply) one client IP may send in a minute; more get 429. */
  limitPerMinute: number;
}

/** The settings of the newsletter and contact routes; each has a default, so tests may leave them out. */
export interface AppSettings {
  /** Sign-ups one client IP may make in a minute; more get 429. */
  signupLimitPerMinute: number;
  /** Accounts one client IP may ask to create in a minute (`POST /api/auth/signup`); more get 429. */
  accountLimitPerMinute: number;
  /** Take the client IP from the last `X-Forwarded-For` entry (only behind a reverse proxy). */
  trustProxy: boolean;
  /**
   * Development features (`API_DEVELOPMENT`): the local mail sink and its list of recorded mails,
   * the auth emulator's unsigned tokens and `demo-` Firebase projects (config.ts), a generated
   * editor token. Off unless switched on, so an API started anywhere without it runs as in production.
   */
  development: boolean;
  mailSink: MailSinkSettings;
  /** Where the newsletter's mail goes and what signs its links. */
  newsletter: NewsletterSettings;
  /** The bearer token of the editors' write routes; without one those routes refuse every request. */
  editorToken: string | undefined;
  /** Where the API tells the rebuild service what changed; without it nothing is told. */
  rebuildHook: RebuildHookSettings | undefined;
}

export interface RebuildHookSettings {
  url: string;
  /** Sent as `Authorization: Bearer <token>` when set. */
  token: string | undefined;
}

export const DEFAULT_SIGNUP_LIMIT_PER_MINUTE = 5;
/** Five contact messages a minute: each sends a notification and an auto-reply. */
export const DEFAULT_MAIL_LIMIT_PER_MINUTE = 10;
/** A reader makes one account, perhaps again after a typo; a script making many is held back. */
export const DEFAULT_ACCOUNT_LIMIT_PER_MINUTE = 3;

function readPositiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    throw new Error(`${name} must be a whole number of at least 1, got "${value}"`);
  }
  return number;
}

function readHttpUrl(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
  return value;
}

function readEmailAddress(name: string, value: string | undefined, fallback: string): string {
  if (value === undefined || value === '') return fallback;
  if (!z.email().safeParse(value).success) throw new Error(`${name} must be one e-mail address, got "${value}"`);
  return value;
}

function readRebuildHook(env: NodeJS.ProcessEnv): RebuildHookSettings | undefined {
  const url = readHttpUrl('REBUILD_HOOK_URL', env.REBUILD_HOOK_URL);
  return url ? { url, token: env.REBUILD_HOOK_TOKEN || undefined } : undefined;
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): AppSettings {
  const development = readSwitch(DEVELOPMENT_SWITCH, env[DEVELOPMENT_SWITCH], false);
  return {
    signupLimitPerMinute: readPositiveInteger(
      'API_SIGNUP_LIMIT_PER_MINUTE',
      env.API_SIGNUP_LIMIT_PER_MINUTE,
      DEFAULT_SIGNUP_LIMIT_PER_MINUTE,
    ),
    accountLimitPerMinute: readPositiveInteger(
      'API_ACCOUNT_LIMIT_PER_MINUTE',
      env.API_ACCOUNT_LIMIT_PER_MINUTE,
      DEFAULT_ACCOUNT_LIMIT_PER_MINUTE,
    ),
    trustProxy: readSwitch('API_TRUST_PROXY', env.API_TRUST_PROXY, false),
    development,
    mailSink: {
      serviceId: env.PUBLIC_EMAILJS_SERVICE_ID || LOCAL_EMAILJS.serviceId,
      publicKey: env.PUBLIC_EMAILJS_PUBLIC_KEY || LOCAL_EMAILJS.publicKey,
      notificationTemplateId: env.PUBLIC_EMAILJS_TEMPLATE_ID || LOCAL_EMAILJS.notificationTemplateId,
      autoReplyTemplateId: env.PUBLIC_EMAILJS_AUTOREPLY_TEMPLATE_ID || LOCAL_EMAILJS.autoReplyTemplateId,
      editorsAddress: readEmailAddress('API_EDITORS_EMAIL', env.API_EDITORS_EMAIL, EDITORS_EMAIL),
      limitPerMinute: readPositiveInteger(
        'API_MAIL_LIMIT_PER_MINUTE',
        env.API_MAIL_LIMIT_PER_MINUTE,
        DEFAULT_MAIL_LIMIT_PER_MINUTE,
      ),
    },
    newsletter: readNewsletterSettings(env, development),
    editorToken: env.EDITOR_TOKEN || undefined,
    rebuildHook: readRebuildHook(env),
  };
}
