/**
 * What a page reports as broken while a spec looks at it: every console error and every uncaught
 * exception (React's hydration errors reach the page as the latter in a production build).
 */
import type { Page } from '@playwright/test';

export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}
