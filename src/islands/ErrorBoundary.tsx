/**
 * Wraps every React island: a failure inside one island shows a recovery screen
 * instead of a blank space, and the rest of the static page keeps working.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';

export const ERROR_BOUNDARY_TEXT = {
  title: 'Something went wrong',
  refresh: 'Refresh Page',
  home: 'Go to Homepage',
} as const;

interface Props {
  children: ReactNode;
  /** Where the island sits, for the log line. */
  name?: string;
}

interface State {
  failed: boolean;
}

export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Island ${this.props.name ?? ''} failed:`, error, info.componentStack);
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="island-error">
        <h2>{ERROR_BOUNDARY_TEXT.title}</h2>
        <p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {ERROR_BOUNDARY_TEXT.refresh}
          </button>{' '}
          <a className="button button--ghost" href="/">
            {ERROR_BOUNDARY_TEXT.home}
          </a>
        </p>
      </div>
    );
  }
}

/** An island's exported component: the inner component inside the boundary. */
export function withErrorBoundary<P extends object>(
  Inner: (props: P) => ReactNode,
  name: string,
): (props: P) => ReactNode {
  function Bounded(props: P): ReactNode {
    return (
      <ErrorBoundary name={name}>
        <Inner {...props} />
      </ErrorBoundary>
    );
  }
  Bounded.displayName = `WithErrorBoundary(${name})`;
  return Bounded;
}
