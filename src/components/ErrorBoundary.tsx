import { Component, type ReactNode } from 'react';
import { buttonClass } from '@/components/buttonClass';
import { common } from '@/i18n/fr/common';
import { isChunkLoadError, ReloadNeededError } from '@/lib/chunkError';
import { retryFailedLoads } from '@/lib/lazyRetry';

interface Props {
  children: ReactNode;
  /**
   * 'page': the whole page failed (a titled message in place of the page, src/app/layout);
   * 'part' (default): one part of a page (a calendar, a map, a panel): a short message in its
   * place, the rest of the page goes on; 'none': nothing in its place (a toaster, a nav item
   * whose absence the page does not need explained).
   */
  variant?: 'page' | 'part' | 'none';
  /** Shown instead of the variant's message (a simpler stand-in that needs no chunk). */
  fallback?: ReactNode;
  /**
   * Where a part's message sits, for a part that floats (a popover, a panel under a button):
   * the message takes its place rather than the flow's (default: in the flow).
   */
  partClassName?: string;
  /** When it changes (the page's address), a failure shown is forgotten: the children render again. */
  resetKey?: unknown;
}

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * Where a render fails, above all a chunk that did not arrive (offline, or a new deploy while
 * the page was open), the page shows a French message with « Réessayer » in place of the part
 * that failed, instead of React unmounting the whole app to a blank screen. « Réessayer » asks
 * again for the chunks that failed (src/lib/lazyRetry.ts) and renders the part again, keeping
 * everything around it and what the user typed there; « Recharger la page » is the way out
 * when retrying cannot help (a deploy removed the chunk). React logs the error it caught
 * (docs/decisions.md "A part that fails to load").
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, failed: false };
  /**
   * « Réessayer » was pressed and its outcome is not shown yet: when the part fails again, its
   * new « Réessayer » takes the focus the pressed one took to <body> when it went.
   */
  private retryPressed = false;
  private retryButton: HTMLButtonElement | null = null;

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  componentDidUpdate(prev: Props) {
    if (prev.resetKey !== this.props.resetKey) {
      this.retryPressed = false;
      if (this.state.failed) this.retry();
      return;
    }
    if (this.state.failed && this.retryPressed) {
      this.retryPressed = false;
      // unless the user has moved on meanwhile (the chunk took a while to fail)
      if (document.activeElement === document.body) this.retryButton?.focus();
    }
  }

  retry = () => {
    retryFailedLoads();
    this.setState({ error: null, failed: false });
  };

  private pressRetry = () => {
    this.retryPressed = true;
    this.retry();
  };

  private keepRetryButton = (el: HTMLButtonElement | null) => {
    this.retryButton = el;
  };

  render() {
    const { failed, error } = this.state;
    if (!failed) return this.props.children;
    const { variant = 'part', fallback, partClassName = '' } = this.props;
    if (fallback !== undefined) return fallback;
    if (variant === 'none') return null;
    const chunk = isChunkLoadError(error);
    // Retried once online again, and only a reload can help: the one button, focused (the
    // « Réessayer » just pressed is gone)
    const stale = error instanceof ReloadNeededError;
    const reload = (
      <button
        type="button"
        onClick={() => window.location.reload()}
        className={buttonClass(stale ? 'primary' : 'secondary')}
        autoFocus={stale}
      >
        {common.reloadPage}
      </button>
    );
    const retry = stale ? null : (
      <button
        type="button"
        ref={this.keepRetryButton}
        onClick={this.pressRetry}
        className={buttonClass('primary')}
      >
        {common.retry}
      </button>
    );
    if (variant === 'page') {
      return (
        <div role="alert" className="mx-auto max-w-xl px-4 py-16" data-fits-screen>
          <h1 className="text-2xl font-bold text-slate-900">
            {chunk ? common.pageLoadFailedTitle : common.pageCrashedTitle}
          </h1>
          <p className="mt-3 text-slate-700">
            {stale ? common.pageReloadNeeded : chunk ? common.loadFailedBody : common.crashedBody}
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            {retry}
            {reload}
          </div>
        </div>
      );
    }
    // ErrorMessage's box (src/components/feedback.tsx), written again: importing that module
    // would bring it and @/services into the entry chunk, 0.4 kB gz more for every visitor
    return (
      <div
        role="alert"
        className={`rounded-xl border border-red-200 bg-red-50 p-4 text-red-800 ${partClassName}`}
      >
        <p>
          {stale ? common.partReloadNeeded : chunk ? common.partLoadFailed : common.partCrashed}
        </p>
        <div className="mt-3 flex flex-wrap gap-3">
          {retry}
          {reload}
        </div>
      </div>
    );
  }
}
