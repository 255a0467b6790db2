/**
 * A page in which HTML is rendered the way a browser runs a document (scripts included), then every
 * element is hovered, clicked and focused, and anything that runs script is recorded: alert,
 * confirm, prompt, print, eval, Function and string timers are replaced by recorders before any
 * HTML arrives, links and forms are stopped before they navigate (a `javascript:` or `data:` one
 * is recorded), and dialogs from any frame are counted.
 *
 * The HTML goes into a stage, a frame filling the harness page, whose globals are the recorded
 * ones; the harness page keeps its own, which Playwright needs to drive it. Both are served by
 * Playwright itself at an origin of their own, without the site's content security policy: what
 * is measured is the sanitiser, not the policy behind it.
 */
import { build } from 'esbuild';
import type { Page } from '@playwright/test';

const HARNESS_URL = 'https://xss-harness.test/';
const STAGE_URL = 'https://xss-harness.test/stage';
const STAGE_NAME = 'stage';

const HARNESS_PAGE = `<!doctype html><title>harness</title><body style="margin:0">
<iframe name="${STAGE_NAME}" src="${STAGE_URL}" style="position:fixed;inset:0;width:100%;height:100%;border:0"></iframe>`;
const STAGE_PAGE = '<!doctype html><title>stage</title><main id="out"></main>';

export interface Findings {
  /** Script that ran: recorder names and blocked script navigations. */
  executions: string[];
  dialogs: string[];
  /** Elements hovered, clicked and focused. */
  poked: number;
}

let browserSanitiser: Promise<string> | undefined;

/** The browser sanitiser (src/lib/html/sanitize-browser.ts) as one script that sets `window.sanitiseInBrowser`. */
function browserSanitiserScript(): Promise<string> {
  browserSanitiser ??= build({
    stdin: {
      contents:
        "import { sanitizeInlineHtmlInBrowser } from './src/lib/html/sanitize-browser.ts'; window.sanitiseInBrowser = sanitizeInlineHtmlInBrowser;",
      resolveDir: new URL('../..', import.meta.url).pathname,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    write: false,
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]?.text ?? '');
  return browserSanitiser;
}

/** Runs in the harness page, on the stage's window, before any HTML reaches the stage. */
function installRecorders(stage: Window): void {
  const executions: string[] = [];
  const win = stage as unknown as Record<string, unknown>;
  win.__executions = executions;
  const record = (what: string) => executions.push(what);
  for (const name of ['alert', 'confirm', 'prompt', 'print']) {
    win[name] = (...args: unknown[]) => record(`${name}(${args.map(String).join(', ')})`);
  }
  win.eval = (code: unknown) => record(`eval(${String(code)})`);
  const recordedFunction = function () {
    record('Function()');
    return () => undefined;
  };
  win.Function = recordedFunction;
  for (const name of ['setTimeout', 'setInterval']) {
    const original = win[name] as (handler: unknown, ...rest: unknown[]) => number;
    win[name] = (handler: unknown, ...rest: unknown[]) =>
      typeof handler === 'string' ? record(`${name}("${handler}")`) : original(handler, ...rest);
  }
  const scriptUrl = (value: string | null) => /^\s*(javascript|data|vbscript):/i.test(value ?? '');
  stage.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href], area[href]');
      if (link && scriptUrl(link.getAttribute('href'))) record(`navigation to ${link.getAttribute('href')}`);
      // No link may take the page away: the rest of the batch still has to be tried.
      if (link) event.preventDefault();
    },
    true,
  );
  stage.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (scriptUrl(form.getAttribute('action'))) record(`form to ${form.getAttribute('action')}`);
      event.preventDefault();
    },
    true,
  );
}

/** Opens the harness page with its recorders and the browser sanitiser loaded. */
export async function openHarness(page: Page): Promise<{ dialogs: string[] }> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  // The edge of the machine: the harness origin and anything a payload points at answer here.
  await page.context().route('**/*', (route) => {
    const url = route.request().url();
    if (url === HARNESS_URL) return route.fulfill({ contentType: 'text/html', body: HARNESS_PAGE });
    if (url === STAGE_URL) return route.fulfill({ contentType: 'text/html', body: STAGE_PAGE });
    return route.fulfill({ status: 404, body: '' });
  });
  await page.goto(HARNESS_URL);
  await page.waitForFunction(() => document.querySelector('iframe')?.contentDocument?.getElementById('out'));
  await page.evaluate(`(${installRecorders.toString()})(document.querySelector('iframe').contentWindow)`);
  await page.addScriptTag({ content: await browserSanitiserScript() });
  return { dialogs };
}

/** Sanitises each HTML string with the browser sanitiser, in the page. */
export async function sanitiseInPage(page: Page, htmls: string[]): Promise<string[]> {
  return page.evaluate(
    (list) =>
      list.map((html) => (window as unknown as { sanitiseInBrowser: (h: string) => string }).sanitiseInBrowser(html)),
    htmls,
  );
}

/**
 * Renders each HTML string as a paragraph, parsed as a document's own markup would be (so scripts
 * in it run), then hovers, clicks and focuses every element, and answers what ran.
 */
export async function renderAndPoke(page: Page, htmls: string[], dialogs: string[]): Promise<Findings> {
  const count = await page.evaluate((list) => {
    const stage = (document.querySelector('iframe') as HTMLIFrameElement).contentDocument as Document;
    const out = stage.getElementById('out') as HTMLElement;
    out.replaceChildren();
    for (const html of list) {
      const paragraph = stage.createElement('p');
      out.append(paragraph);
      // Unlike innerHTML, a contextual fragment runs the scripts it holds once inserted.
      paragraph.append(stage.createRange().createContextualFragment(html));
    }
    return out.querySelectorAll('*').length;
  }, htmls);
  for (let index = 0; index < count; index += 1) {
    const box = await page.evaluate((at) => {
      const stage = (document.querySelector('iframe') as HTMLIFrameElement).contentWindow as Window & typeof globalThis;
      const element = stage.document.getElementById('out')?.querySelectorAll('*')[at];
      if (!(element instanceof stage.HTMLElement || element instanceof stage.SVGElement)) return undefined;
      element.scrollIntoView({ block: 'center' });
      // Synthetic events for what the mouse cannot reach (empty or hidden elements).
      for (const type of ['mouseover', 'mouseenter', 'mousemove', 'mousedown', 'mouseup', 'click']) {
        element.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true }));
      }
      element.focus();
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0
        ? { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 }
        : undefined;
    }, index);
    // A click moves the mouse there first, so the element is hovered too.
    if (box) await page.mouse.click(box.x, box.y);
  }
  await page.keyboard.press('Tab');
  // Handlers that wait for something still get to run before the findings are read: every image
  // has loaded or failed (a failed one has its error event queued), then a 100 ms timer of the
  // stage's own runs after those events and after any shorter timer a handler set. Both are
  // waited for in the page, so a busy machine only makes this take longer.
  await page.waitForFunction(() => {
    const stage = (document.querySelector('iframe') as HTMLIFrameElement).contentDocument as Document;
    return Array.from(stage.images).every((image) => image.complete);
  });
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const stage = (document.querySelector('iframe') as HTMLIFrameElement).contentWindow as Window;
        stage.setTimeout(resolve, 100);
      }),
  );
  const executions = await page.evaluate(() => {
    const stage = (document.querySelector('iframe') as HTMLIFrameElement).contentWindow as unknown as {
      __executions: string[];
    };
    return stage.__executions.splice(0);
  });
  return { executions, dialogs: dialogs.splice(0), poked: count };
}
