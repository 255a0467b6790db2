/** Watching a page for content-security-policy violations while it is used as a reader would. */
import type { BrowserContext, Page } from '@playwright/test';

/**
 * Collects violations in every page of the context, popups included: the browser's console
 * reports, and the `securitypolicyviolation` events the page itself sees.
 */
export async function watchPolicy(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('reportPolicyViolation', (_source, report: string) => violations.push(report));
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`;
        void (window as unknown as { reportPolicyViolation: (text: string) => Promise<void> }).reportPolicyViolation(
          report,
        );
      },
      true,
    );
  });
  context.on('console', (message) => {
    if (/content security policy|securitypolicyviolation/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Lets lazy islands and images load: down the page and back, then quiet on the network. */
export async function visitWholePage(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    for (let y = 0; y <= document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}
