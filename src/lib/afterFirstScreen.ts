/**
 * Resolves once the page has loaded and the browser is idle: when work that the first screen
 * does not need (a visitor's Auth, docs/decisions.md "Auth after the first screen") may start
 * without taking bandwidth or main-thread time from it. `timeoutMs` bounds the idle wait.
 */
export function afterFirstScreen(timeoutMs = 2000): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => void whenIdle(timeoutMs).then(resolve);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/**
 * Resolves when the browser is idle, or after `timeoutMs` at the latest; where there is no
 * requestIdleCallback (Safari), on the next task.
 */
export function whenIdle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    } else {
      window.setTimeout(resolve, 0);
    }
  });
}
