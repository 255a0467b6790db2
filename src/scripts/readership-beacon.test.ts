// @vitest-environment jsdom
/**
 * The beacon in a jsdom page: what it sends as the page is hidden, and that it sends nothing for a
 * reader who asks not to be tracked. `navigator.sendBeacon` is replaced (jsdom has none): the edge
 * of the browser, where the request would leave it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tellPageTurn, tellSearch, tellSignUp } from '../lib/readership/events.ts';
import { BEACON_URL_ATTRIBUTE } from '../lib/readership/event-name.ts';
import { startReadershipBeacon } from './readership-beacon.ts';

const URL_ = 'http://api.test/api/readership/beacon';
let sendBeacon: ReturnType<typeof vi.fn>;
let listeners: AbortController;
let spies: { mockRestore(): void }[];

function hide(): void {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

function sentBodies(): Record<string, unknown>[] {
  return sendBeacon.mock.calls.map(([url, body]) => {
    expect(url).toBe(URL_);
    return JSON.parse(String(body)) as Record<string, unknown>;
  });
}

beforeEach(() => {
  listeners = new AbortController();
  sendBeacon = vi.fn(() => true);
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  Object.assign(navigator, { sendBeacon, doNotTrack: null, globalPrivacyControl: undefined });
  document.body.innerHTML = '<main><div data-read-body>Story</div></main>';
  // Every listener the beacon adds is removed after the test, as a page left would drop them.
  const signal = listeners.signal;
  spies = [];
  for (const target of [window, document] as EventTarget[]) {
    const add = target.addEventListener.bind(target);
    const spy = vi.spyOn(target, 'addEventListener');
    spies.push(spy);
    spy.mockImplementation((type, listener, options) =>
      add(type, listener, typeof options === 'object' ? { ...options, signal } : { capture: options, signal }),
    );
  }
});

afterEach(() => {
  listeners.abort();
  for (const spy of spies) spy.mockRestore();
});

describe('the readership beacon', () => {
  it('sends the page view as the page is hidden, once, with what the page told it', () => {
    startReadershipBeacon(window as never, URL_);
    tellSearch('galle fort', 0);
    tellPageTurn(2);
    tellSignUp();
    hide();
    window.dispatchEvent(new Event('pagehide'));
    const [body, ...more] = sentBodies();
    expect(more).toEqual([]);
    expect(body).toMatchObject({
      path: '/',
      referrer: '',
      pages: [2],
      searches: [{ term: 'galle fort', results: 0 }],
      signedUp: true,
    });
    expect(body?.view).toMatch(/^\d{12,30}$/);
    expect(document.cookie).toBe('');
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });

  it.each([
    ['Do Not Track', { doNotTrack: '1' }],
    ['Global Privacy Control', { globalPrivacyControl: true }],
  ])('sends nothing for a reader who sends %s', (_name, signal) => {
    Object.assign(navigator, signal);
    startReadershipBeacon(window as never, URL_);
    hide();
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('sends to the address the page gives it', () => {
    document.body.insertAdjacentHTML('beforeend', `<template ${BEACON_URL_ATTRIBUTE}="${URL_}"></template>`);
    startReadershipBeacon(window as never);
    hide();
    expect(sentBodies()).toHaveLength(1);
  });

  it('sends nothing from a page that gives no address (the desk, the 404 page)', () => {
    startReadershipBeacon(window as never);
    hide();
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
