/**
 * A stand-in for Google's `https://apis.google.com/js/api.js`, served by Playwright in its place.
 *
 * Firebase's popup sign-in, even against the auth emulator, relays the result through a hidden
 * iframe driven by gapi's `gapi.iframes`, loaded from Google's CDN; the emulator's own helper
 * iframe loads it too. This machine is offline, so the tests answer that one request themselves
 * (the edge of the machine) with the few parts of `gapi.iframes` both sides use: open an iframe,
 * ping it, and send and register named messages over postMessage. Everything else is real: the
 * Firebase SDK, the emulator's sign-in page in a real popup, and its helper iframe.
 *
 * The function runs in the browser as the body of the served script; it must not use anything
 * from its module.
 */
export function gapiStub(): void {
  type Handler = (data: unknown) => unknown;
  interface Message {
    gapiStub: 'ping' | 'pong' | 'call' | 'reply';
    id?: number;
    name?: string;
    data?: unknown;
    result?: unknown[];
  }

  const win = window as unknown as Record<string, unknown>;
  const onload = new URL((document.currentScript as HTMLScriptElement).src).searchParams.get('onload');

  let nextId = 1;
  const handles: Channel[] = [];

  class Channel {
    readonly target: Window;
    private handlers = new Map<string, Handler>();
    private waiting = new Map<number, (result: unknown[]) => void>();
    private unhandled: Message[] = [];
    private pinged: (() => void)[] = [];

    constructor(target: Window) {
      this.target = target;
      handles.push(this);
    }

    post(message: Message): void {
      this.target.postMessage(message, '*');
    }

    receive(message: Message): void {
      if (message.gapiStub === 'pong') this.pinged.splice(0).forEach((done) => done());
      if (message.gapiStub === 'reply') this.waiting.get(message.id ?? 0)?.(message.result ?? []);
      if (message.gapiStub === 'call') this.answer(message);
    }

    private answer(message: Message): void {
      const handler = this.handlers.get(message.name ?? '');
      if (!handler) {
        this.unhandled.push(message);
        return;
      }
      this.post({ gapiStub: 'reply', id: message.id, result: [handler(message.data)] });
    }

    register(name: string, handler: Handler): void {
      this.handlers.set(name, handler);
      const queued = this.unhandled.filter((message) => message.name === name);
      this.unhandled = this.unhandled.filter((message) => message.name !== name);
      queued.forEach((message) => this.answer(message));
    }

    send(name: string, data: unknown, callback?: (result: unknown[]) => void): void {
      const id = nextId++;
      this.waiting.set(id, (result) => {
        this.waiting.delete(id);
        try {
          callback?.(result);
        } catch {
          // gapi swallows errors thrown by callbacks; so does this.
        }
      });
      this.post({ gapiStub: 'call', id, name, data });
    }

    ping(callback?: () => void): Promise<void> {
      return new Promise((resolve) => {
        const timer = setInterval(() => this.post({ gapiStub: 'ping' }), 50);
        this.pinged.push(() => {
          clearInterval(timer);
          callback?.();
          resolve();
        });
        this.post({ gapiStub: 'ping' });
      });
    }

    restyle(): Promise<void> {
      return Promise.resolve();
    }
  }

  window.addEventListener('message', (event: MessageEvent) => {
    const message = event.data as Message | undefined;
    if (!message || typeof message !== 'object' || !('gapiStub' in message)) return;
    if (message.gapiStub === 'ping') {
      (event.source as Window | null)?.postMessage({ gapiStub: 'pong' }, '*');
      return;
    }
    handles.find((handle) => handle.target === event.source)?.receive(message);
  });

  interface OpenOptions {
    where: HTMLElement;
    url: string;
    attributes?: { style?: Record<string, string>; [name: string]: unknown };
  }

  const context = {
    open(options: OpenOptions, opened: (handle: Channel) => unknown): Promise<unknown> {
      const frame = document.createElement('iframe');
      Object.assign(frame.style, options.attributes?.style ?? {});
      frame.setAttribute('aria-hidden', 'true');
      frame.tabIndex = -1;
      frame.src = options.url;
      options.where.appendChild(frame);
      return Promise.resolve(opened(new Channel(frame.contentWindow as Window)));
    },
    getParentIframe(): Channel {
      return new Channel(window.parent);
    },
  };

  const iframes = {
    CROSS_ORIGIN_IFRAMES_FILTER: () => true,
    Iframe: Channel,
    getContext: () => context,
  };

  win.gapi = {
    load(_module: string, options: { callback: () => void }) {
      (win.gapi as Record<string, unknown>).iframes = iframes;
      setTimeout(options.callback, 0);
    },
  };

  const ready = (onload && win[onload]) || win.gapi_onload;
  if (typeof ready === 'function') setTimeout(ready as () => void, 0);
}

/** The script Playwright serves for api.js. */
export const GAPI_STUB_SCRIPT = `(${gapiStub.toString()})();`;
