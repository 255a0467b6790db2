/**
 * The island against a real HTTP server started here (the edge of the machine, where the magazine
 * API answers): nothing between the island and the network is mocked.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answeringServer, type Answer, type AnsweringServer } from '../../tests/support/answering-server.ts';
import { freshIssue } from '../../tests/support/items.ts';
import { FreshIssue } from './FreshIssue.tsx';

let api: AnsweringServer | undefined;

async function serve(answers: Record<string, Answer>, hold = false): Promise<AnsweringServer> {
  api = await answeringServer({ paths: answers, hold });
  vi.stubEnv('PUBLIC_API_URL', api.base);
  return api;
}

beforeEach(() => {
  document.title = 'Page not found | Serendib Luxe';
  window.history.replaceState(null, '', '/magazines/77');
});

afterEach(async () => {
  cleanup();
  vi.unstubAllEnvs();
  await api?.close();
  api = undefined;
});

describe('FreshIssue, an issue published after the build', () => {
  it('says "Loading pages...", then opens the issue in the reader, titled, once read', async () => {
    const server = await serve({ '/issues/77': { status: 200, body: freshIssue } }, true);
    render(<FreshIssue id="77" />);
    expect(screen.getByRole('status').textContent).toBe('Loading pages...');
    server.release();

    expect(await screen.findByRole('heading', { level: 1, name: 'Monsoon' })).toBeTruthy();
    expect(screen.getByText('December 2026').getAttribute('datetime')).toBe(freshIssue.createdAt);
    expect(screen.getByText(freshIssue.description)).toBeTruthy();
    const reader = await screen.findByRole('region', { name: 'Monsoon: reader' });
    expect(within(reader).getByText('Page 1 of 2')).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Back to all issues' }).getAttribute('href')).toBe('/magazines');
    await waitFor(() => expect(document.title).toBe('Monsoon | Serendib Luxe'));
    expect(server.hits('/issues/77')).toBe(1);
  });

  it('says "No pages found for this issue." for an issue without pages', async () => {
    await serve({ '/issues/77': { status: 200, body: { ...freshIssue, pages: [] } } });
    render(<FreshIssue id="77" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Monsoon' })).toBeTruthy();
    // The heading can come a render before the reader's own answer.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No pages found for this issue.'));
  });

  it('shows "Issue Not Found" for an id the API does not know', async () => {
    await serve({});
    render(<FreshIssue id="404" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Issue Not Found' })).toBeTruthy();
    expect(screen.getByText('No pages found for this issue.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Back to all issues' }).getAttribute('href')).toBe('/magazines');
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Issue Not Found | Serendib Luxe'));
  });

  it('shows the reader’s failure message when the API fails', async () => {
    await serve({ '/issues/77': { status: 500, body: { error: 'Database unavailable' } } });
    render(<FreshIssue id="77" />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Error Loading Issue' })).toBeTruthy();
    expect(within(alert).getByText('Failed to load magazine issue. Please try again later.')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: '← Back to all issues' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Error Loading Issue | Serendib Luxe'));
  });
});
