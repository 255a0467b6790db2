/**
 * Settings of the newsletter's mail: where it is sent (SMTP_URL), who it is from, the secret its
 * links are signed with, and the addresses those links open. Read with the other settings
 * (settings.ts); config.ts refuses a production API without a secret.
 */
import { LOCAL_API_URL, LOCAL_SITE_URL } from '../../contract/local-defaults.ts';
import { DEFAULT_SENDING, type SendingSettings } from './edition-sender.ts';

export interface NewsletterSettings {
  /** nodemailer's SMTP URL (`smtp://user:pass@host:587`); without it no newsletter mail is sent. */
  smtpUrl: string | undefined;
  /** The From header of the newsletter's mail. */
  from: string;
  /** Signs confirmation and unsubscribe links (HMAC-SHA256); without it neither is made nor taken. */
  secret: string | undefined;
  /** The API as readers reach it: confirmation and unsubscribe links point here. */
  publicApiUrl: string;
  /** The site, linked from the pages the links open. */
  siteUrl: string;
  /**
   * Where a restarted sender asks whether the server took a mail left uncertain by a crash
   * (delivery-check.ts); without it such a mail is sent again.
   */
  deliveryCheckUrl?: string | undefined;
  /** How fast editions go out: NEWSLETTER_SMTP_CONNECTIONS and NEWSLETTER_SEND_PER_SECOND. */
  sending: SendingSettings;
}

export const DEFAULT_NEWSLETTER_FROM = 'Serendib Luxe <newsletter@serendibluxe.lk>';

/**
 * Development's fixed secret, so links in the local mailbox keep working across restarts. A
 * production API never takes it (config.ts).
 */
export const DEVELOPMENT_NEWSLETTER_SECRET = 'serendib-local-newsletter-secret-not-for-production';

/** A secret shorter than this is refused in production; a generated one is 43 characters. */
export const MIN_NEWSLETTER_SECRET_LENGTH = 32;

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function readUrl(name: string, value: string | undefined, fallback: string): string {
  if (value === undefined || value === '') return fallback;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
  return withoutTrailingSlash(value);
}

function readSmtpUrl(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!URL.canParse(value) || !/^smtps?:$/.test(new URL(value).protocol)) {
    throw new Error(`SMTP_URL must be an smtp:// or smtps:// URL, got "${value.replace(/\/\/[^@/]*@/, '//…@')}"`);
  }
  return value;
}

function readCount(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`${name} must be a whole number of at least 1, got "${value}"`);
  return count;
}

export function readNewsletterSettings(env: NodeJS.ProcessEnv, development: boolean): NewsletterSettings {
  return {
    smtpUrl: readSmtpUrl(env.SMTP_URL),
    from: env.NEWSLETTER_FROM || DEFAULT_NEWSLETTER_FROM,
    secret: env.NEWSLETTER_SECRET || (development ? DEVELOPMENT_NEWSLETTER_SECRET : undefined),
    publicApiUrl: readUrl('PUBLIC_API_URL', env.PUBLIC_API_URL, LOCAL_API_URL),
    siteUrl: readUrl('SITE_URL', env.SITE_URL, LOCAL_SITE_URL),
    deliveryCheckUrl: env.NEWSLETTER_DELIVERY_CHECK_URL
      ? readUrl('NEWSLETTER_DELIVERY_CHECK_URL', env.NEWSLETTER_DELIVERY_CHECK_URL, '')
      : undefined,
    sending: {
      ...DEFAULT_SENDING,
      connections: readCount(
        'NEWSLETTER_SMTP_CONNECTIONS',
        env.NEWSLETTER_SMTP_CONNECTIONS,
        DEFAULT_SENDING.connections,
      ),
      perSecond: readCount('NEWSLETTER_SEND_PER_SECOND', env.NEWSLETTER_SEND_PER_SECOND, DEFAULT_SENDING.perSecond),
    },
  };
}
