import { describe, expect, it } from 'vitest';
import { readSettings } from './settings.ts';

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
      devRoutes: true,
      mailSink: {
        serviceId: 'service_x',
        publicKey: 'key_x',
        notificationTemplateId: 'template_n',
        autoReplyTemplateId: 'template_r',
      },
      editorToken: undefined,
      rebuildHook: undefined,
    });
  });

  it('refuses a limit that is not a positive whole number, and a switch that is neither on nor off', () => {
    for (const value of ['0', '-1', '2.5', 'many']) {
      expect(() => readSettings({ API_SIGNUP_LIMIT_PER_MINUTE: value })).toThrow(/API_SIGNUP_LIMIT_PER_MINUTE/);
      expect(() => readSettings({ API_ACCOUNT_LIMIT_PER_MINUTE: value })).toThrow(/API_ACCOUNT_LIMIT_PER_MINUTE/);
    }
    expect(() => readSettings({ API_TRUST_PROXY: 'maybe' })).toThrow(/API_TRUST_PROXY/);
  });

  it('turns the development routes off by setting, and always in production', () => {
    expect(readSettings({ API_DEV_ROUTES: 'off' }).devRoutes).toBe(false);
    expect(readSettings({ API_DEV_ROUTES: '0' }).devRoutes).toBe(false);
    expect(readSettings({ NODE_ENV: 'production' }).devRoutes).toBe(false);
    expect(readSettings({ NODE_ENV: 'production', API_DEV_ROUTES: 'on' }).devRoutes).toBe(false);
    expect(readSettings({ NODE_ENV: 'development', API_DEV_ROUTES: 'on' }).devRoutes).toBe(true);
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
