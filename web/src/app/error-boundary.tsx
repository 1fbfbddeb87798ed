import { Component, type ErrorInfo, type ReactNode } from 'react';
import { buttonClass } from '../components/ui/button-class';
import { t } from '../i18n/catalog';
import { isChunkLoadError } from './chunk-loading';
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
    const { error } = this.state;
    if (!error) return this.props.children;
    if (isChunkLoadError(error)) return <PageDownloadFailed />;
    return (
      <main id="main" className={styles.error}>
        <h1>Unexpected Application Error!</h1>
        <p>{error.message}</p>
      </main>
    );
  }
}

/** A page whose code could not be downloaded (flaky connection): a plain explanation and a way out, no module URL. */
function PageDownloadFailed() {
  return (
    <main id="main" className={styles.failed}>
      <h1>{t('small.pageFailedTitle')}</h1>
      <p>{t('small.pageFailedText')}</p>
      <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
        {t('small.reloadPage')}
      </button>
    </main>
  );
}
