/**
 * Resolves once the page has loaded and the browser is idle: when work that the first screen
 * does not need (a visitor's Auth, docs/decisions.md "Auth after the first screen") may start
 * without taking bandwidth or main-thread time from it. `timeoutMs` bounds the idle wait.
 */
export function afterFirstScreen(timeoutMs = 2000): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
      } else {
        window.setTimeout(resolve, 0);
      }
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}
