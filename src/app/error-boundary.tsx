/**
 * Catches render and chunk-load errors of a page. A failed chunk reloads the page (guarded, see
 * chunk-reload.ts); offline, a page that could not load says so and loads itself again when the connection
 * returns (offline-page.tsx); anything else shows the error page with the error's status, else 500.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isApiError } from '../api-client';
import { ErrorView } from '../ui/error-view';
import { LoadingState } from '../ui/spinner';
import { isChunkLoadError, reloadAfterChunkError } from './chunk-reload';
import { OfflinePage } from './offline-page';

type Props = { children: ReactNode };
/** `offline`: the error came from a missing connection (decided when it was caught, not again at each render). */
type State = { error: unknown; reloading: boolean; offline: boolean };

/** A page that failed for want of a connection: its script or its data could not be fetched while offline. */
export function failedOffline(error: unknown, online: boolean): boolean {
  if (online) return false;
  return isChunkLoadError(error) || error instanceof TypeError || (isApiError(error) && error.status === 0);
}

export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, reloading: false, offline: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, reloading: false, offline: failedOffline(error, navigator.onLine) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Offline, a reload would fail the same way: the offline notice waits for the connection instead.
    if (this.state.offline || failedOffline(error, navigator.onLine)) return;
    if (isChunkLoadError(error) && reloadAfterChunkError()) {
      this.setState({ reloading: true });
      return;
    }
    console.error('[PAGE]', error, info.componentStack);
  }

  /** Back online: a lazy screen keeps its failed import, so only a reload fetches it; other errors render again. */
  private readonly retry = () => {
    if (isChunkLoadError(this.state.error)) {
      this.setState({ reloading: true });
      window.location.reload();
      return;
    }
    this.setState({ error: null, offline: false });
  };

  override render() {
    const { error, reloading, offline } = this.state;
    if (error === null) return this.props.children;
    if (reloading) return <LoadingState fullPage />;
    if (offline) return <OfflinePage onOnline={this.retry} />;
    const status = isApiError(error) && error.status >= 400 ? error.status : 500;
    return <ErrorView status={status} />;
  }
}
