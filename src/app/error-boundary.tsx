/**
 * Catches render and chunk-load errors of a page. A failed chunk reloads the page (guarded, see
 * chunk-reload.ts); anything else shows the error page with the error's status, else 500.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isApiError } from '../api-client';
import { ErrorView } from '../ui/error-view';
import { LoadingState } from '../ui/spinner';
import { isChunkLoadError, reloadAfterChunkError } from './chunk-reload';

type Props = { children: ReactNode };
type State = { error: unknown; reloading: boolean };

export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, reloading: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, reloading: false };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (isChunkLoadError(error) && reloadAfterChunkError()) {
      this.setState({ reloading: true });
      return;
    }
    console.error('[PAGE]', error, info.componentStack);
  }

  override render() {
    const { error, reloading } = this.state;
    if (error === null) return this.props.children;
    if (reloading) return <LoadingState fullPage />;
    const status = isApiError(error) && error.status >= 400 ? error.status : 500;
    return <ErrorView status={status} />;
  }
}
