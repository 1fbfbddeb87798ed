import { Component, type ErrorInfo, type ReactNode } from 'react';
import styles from './error-boundary.module.css';

interface State {
  error: Error | null;
}

/** The default view for an unhandled error while rendering a route (website.md §8). */
interface Props {
  children: ReactNode;
  /** Changing it (the pathname) clears a shown error, so navigating away recovers. */
  resetKey: string;
}

export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // Silenced in production builds (console disabled at start-up); useful while developing.
    console.error(error, info.componentStack);
  }

  override componentDidUpdate(prev: Props) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <main id="main" className={styles.error}>
        <h1>Unexpected Application Error!</h1>
        <p>{this.state.error.message}</p>
      </main>
    );
  }
}
