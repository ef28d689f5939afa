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

/**
 * Runs `work` once the page has settled for `settle` ms and is then idle; the returned function
 * cancels it (an effect's cleanup). Work loaded ahead of need (the toast container, the
 * /checking screen) used to start on a plain timer, which could fire inside an applicant's
 * Continue and put its code into that press (issue 11, Next to painted).
 */
export function whenSettledAndIdle(settle: number, work: () => void): () => void {
  let live = true;
  const timer = setTimeout(() => {
    void whenIdle().then(() => {
      if (live) work();
    });
  }, settle);
  return () => {
    live = false;
    clearTimeout(timer);
  };
}
