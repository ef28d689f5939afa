/**
 * Resolves in the browser's next idle moment: work that can wait (tracking, warming up
 * validation) must not take frames from what the applicant is doing. The timeout bounds the
 * wait on a page that is never idle (animations, slow phones); without requestIdleCallback
 * (Safari) a plain timer stands in.
 */
export function whenIdle(timeout = 5000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(
        () => {
          resolve();
        },
        { timeout },
      );
    } else {
      setTimeout(resolve, Math.min(timeout, 1500));
    }
  });
}
