// Work the first screen must not pay for (validation rules, phone metadata) starts when the
// applicant first acts on the page: a press, a key or a focus. By then it has long been painted,
// and the rules still arrive well before Continue is pressed (issue 11: first-screen budget).
const intentEvents = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

// Focus counts only when it lands on a control: the app itself moves focus to each new step's
// heading, and that is no sign of the applicant, just work inside the press that drew the step.
const isApplicantFocus = (event: Event) =>
  event.type !== 'focusin' ||
  (event.target instanceof Element && event.target.matches('input, select, textarea, button'));

/** Runs `work` once, on the first press, key or focus anywhere in the page; returns a cancel. */
export function onFirstIntent(work: () => void): () => void {
  let done = false;
  const run = (event: Event) => {
    if (done || !isApplicantFocus(event)) return;
    done = true;
    stop();
    work();
  };
  const stop = () => {
    for (const type of intentEvents) document.removeEventListener(type, run, true);
  };
  for (const type of intentEvents) {
    document.addEventListener(type, run, { capture: true, passive: true });
  }
  return stop;
}
