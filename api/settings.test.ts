import { describe, expect, it } from 'vitest';
import { EDITORS_EMAIL } from '../contract/local-defaults.ts';
import { DEFAULT_NEWSLETTER_FROM } from './newsletter/newsletter-settings.ts';
import { DEFAULT_MAIL_LIMIT_PER_MINUTE, readSettings } from './settings.ts';

describe('readSettings', () => {
  it('reads the sign-up limits, proxy trust and the EmailJS identifiers the site is built with', () => {
    expect(
      readSettings({
        API_SIGNUP_LIMIT_PER_MINUTE: '500',
        API_ACCOUNT_LIMIT_PER_MINUTE: '40',
        API_TRUST_PROXY: 'on',
        PUBLIC_EMAILJS_SERVICE_ID: 'service_x',
        PUBLIC_EMAILJS_TEMPLATE_ID: 'template_n',
        PUBLIC_EMAILJS_AUTOREPLY_TEMPLATE_ID: 'template_r',
        PUBLIC_EMAILJS_PUBLIC_KEY: 'key_x',
      }),
    ).toEqual({
      signupLimitPerMinute: 500,
      accountLimitPerMinute: 40,
      trustProxy: true,
      development: false,
      mailSink: {
        serviceId: 'service_x',
        publicKey: 'key_x',
        notificationTemplateId: 'template_n',
        autoReplyTemplateId: 'template_r',
        editorsAddress: EDITORS_EMAIL,
        limitPerMinute: DEFAULT_MAIL_LIMIT_PER_MINUTE,
      },
      editorToken: undefined,
      rebuildHook: undefined,
      newsletter: {
        from: DEFAULT_NEWSLETTER_FROM,
        publicApiUrl: 'http://127.0.0.1:8787/api',
        siteUrl: 'http://127.0.0.1:4321',
        secret: undefined,
        smtpUrl: undefined,
        sending: { batch: 200, connections: 4, maxAttempts: 5, perSecond: 50, retryBaseMs: 60_000 },
      },
    });
  });

  it('refuses a limit that is not a positive whole number, and a switch that is neither on nor off', () => {
    for (const value of ['0', '-1', '2.5', 'many']) {
      expect(() => readSettings({ API_SIGNUP_LIMIT_PER_MINUTE: value })).toThrow(/API_SIGNUP_LIMIT_PER_MINUTE/);
      expect(() => readSettings({ API_ACCOUNT_LIMIT_PER_MINUTE: value })).toThrow(/API_ACCOUNT_LIMIT_PER_MINUTE/);
    }
    expect(() => readSettings({ API_TRUST_PROXY: 'maybe' })).toThrow(/API_TRUST_PROXY/);
  });
});

describe('the development switch', () => {
  it('is off unless API_DEVELOPMENT turns it on', () => {
    expect(readSettings({}).development).toBe(false);
    expect(readSettings({ API_DEVELOPMENT: '' }).development).toBe(false);
    for (const on of ['on', 'ON', '1', 'true', 'yes']) {
      expect(readSettings({ API_DEVELOPMENT: on }).development, on).toBe(true);
    }
    for (const off of ['off', '0', 'false', 'no']) {
      expect(readSettings({ API_DEVELOPMENT: off }).development, off).toBe(false);
    }
  });

  it('is not turned on by NODE_ENV, whatever it says', () => {
    for (const nodeEnv of ['development', 'Development', 'test', 'Production', 'production', 'prod', '']) {
      expect(readSettings({ NODE_ENV: nodeEnv }).development, nodeEnv).toBe(false);
    }
    expect(readSettings({ NODE_ENV: 'production', API_DEVELOPMENT: 'on' }).development).toBe(true);
  });

  it('refuses a value that is neither on nor off', () => {
    for (const value of ['Production', 'development', 'maybe', 'o n']) {
      expect(() => readSettings({ API_DEVELOPMENT: value })).toThrow(
        `API_DEVELOPMENT must be on or off (1/0, true/false), got "${value}"`,
      );
    }
  });
});

describe('mail sink settings', () => {
  it('delivers notifications to the editors’ address unless API_EDITORS_EMAIL names another', () => {
    expect(readSettings({}).mailSink.editorsAddress).toBe('editors@serendibluxe.lk');
    expect(readSettings({ API_EDITORS_EMAIL: 'desk@example.com' }).mailSink.editorsAddress).toBe('desk@example.com');
  });

  it('refuses an editors’ address that is not one address', () => {
    for (const value of ['desk', 'a@example.com, b@example.com', 'desk@example.com\r\nBcc: x@example.com']) {
      expect(() => readSettings({ API_EDITORS_EMAIL: value })).toThrow(/API_EDITORS_EMAIL must be one e-mail address/);
    }
  });

  it('limits mails per client to API_MAIL_LIMIT_PER_MINUTE, 10 unless set', () => {
    expect(readSettings({}).mailSink.limitPerMinute).toBe(10);
    expect(readSettings({ API_MAIL_LIMIT_PER_MINUTE: '3' }).mailSink.limitPerMinute).toBe(3);
    for (const value of ['0', '-2', 'lots']) {
      expect(() => readSettings({ API_MAIL_LIMIT_PER_MINUTE: value })).toThrow(/API_MAIL_LIMIT_PER_MINUTE/);
    }
  });
});

describe('the account limit', () => {
  it('lets one client ask for 3 accounts a minute unless set', () => {
    expect(readSettings({}).accountLimitPerMinute).toBe(3);
  });
});

describe('editor and rebuild hook settings', () => {
  it('reads the editor token and the rebuild hook with its optional token', () => {
    expect(readSettings({ EDITOR_TOKEN: 'secret' }).editorToken).toBe('secret');
    expect(readSettings({ REBUILD_HOOK_URL: 'http://127.0.0.1:9000/hook' }).rebuildHook).toEqual({
      url: 'http://127.0.0.1:9000/hook',
      token: undefined,
    });
    expect(
      readSettings({ REBUILD_HOOK_URL: 'https://rebuild.example/hook', REBUILD_HOOK_TOKEN: 't' }).rebuildHook,
    ).toEqual({
      url: 'https://rebuild.example/hook',
      token: 't',
    });
  });

  it('treats empty values as unset and refuses a hook that is not an http(s) URL', () => {
    expect(readSettings({ EDITOR_TOKEN: '', REBUILD_HOOK_URL: '' })).toMatchObject({
      editorToken: undefined,
      rebuildHook: undefined,
    });
    expect(() => readSettings({ REBUILD_HOOK_URL: 'rebuild.local/hook' })).toThrow(/REBUILD_HOOK_URL/);
    expect(() => readSettings({ REBUILD_HOOK_URL: 'ftp://rebuild.local/hook' })).toThrow(/REBUILD_HOOK_URL/);
  });
});
