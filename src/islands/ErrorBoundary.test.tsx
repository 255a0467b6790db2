import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary, withErrorBoundary } from './ErrorBoundary.tsx';

afterEach(cleanup);

function Broken(): never {
  throw new Error('boom');
}

describe('ErrorBoundary', () => {
  it('shows its children when nothing fails', () => {
    render(
      <ErrorBoundary>
        <p>fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeTruthy();
  });

  it('shows the recovery screen and logs the failure when a child throws', () => {
    // The failure is logged on purpose; this test owns console.error and checks it.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Bounded = withErrorBoundary(Broken, 'broken');
    render(<Bounded />);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Homepage' }).getAttribute('href')).toBe('/');
    expect(logged.mock.calls.some((call) => String(call[0]).includes('Island broken failed'))).toBe(true);
    logged.mockReset();
  });
});
