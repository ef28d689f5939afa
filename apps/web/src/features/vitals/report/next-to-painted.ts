// Next-to-painted in the applicant's browser (issue 11's measure, e2e/support/interaction-
// timing.ts): from the press of a step's Next (submit) button to the frame that shows the next
// step. The clock starts at the event's own time stamp (capture phase, before the app's handlers)
// and stops once the frame holding the new step's heading is out: after the next animation
// frame's callbacks, a task queued from there. A press that moves nowhere (a validation error)
// is dropped after 15 s or at the next press.

export interface NextToPaintedOptions {
  /** The step on screen now (a name, never an address with an id). */
  step: () => string;
  report: (step: string, ms: number) => void;
  doc?: Document;
}

const GIVE_UP_MS = 15_000;
const SAME_PRESS_MS = 500;

const isNext = (target: EventTarget | null) =>
  target instanceof Element && target.closest('button[type="submit"]') !== null;

/** Starts watching; the returned function stops. */
export function watchNextToPainted({
  step,
  report,
  doc = document,
}: NextToPaintedOptions): () => void {
  let pending: { at: number; from: string; heading: Element | null; text: string } | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const heading = () => doc.querySelector('h1');
  const settle = () => {
    pending = undefined;
    observer.disconnect();
    clearTimeout(timer);
  };

  const observer = new MutationObserver(() => {
    if (!pending) return;
    const to = step();
    const h1 = heading();
    const text = h1?.textContent.trim() ?? '';
    // The next step is drawn once the address names another step and its heading is there.
    if (
      to === pending.from ||
      !h1 ||
      text === '' ||
      (h1 === pending.heading && text === pending.text)
    )
      return;
    const { at } = pending;
    settle();
    requestAnimationFrame(() => {
      setTimeout(() => {
        report(to, performance.now() - at);
      }, 0);
    });
  });

  const press = (stamp: number) => {
    // A time stamp on performance.now()'s clock, as browsers give; one on the epoch's (jsdom)
    // would make the measure meaningless, so that press starts the clock now.
    const at = stamp <= performance.now() ? stamp : performance.now();
    // Enter on a button fires its click too, at once: one press, one measure. A later press
    // replaces one that moved nowhere.
    if (pending && at - pending.at < SAME_PRESS_MS) return;
    settle();
    const h1 = heading();
    pending = { at, from: step(), heading: h1, text: h1?.textContent.trim() ?? '' };
    observer.observe(doc.body, { childList: true, subtree: true, characterData: true });
    timer = setTimeout(settle, GIVE_UP_MS);
  };
  const onClick = (e: Event) => {
    if (isNext(e.target)) press(e.timeStamp);
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && isNext(e.target)) press(e.timeStamp);
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('keydown', onKey, true);
  return () => {
    settle();
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('keydown', onKey, true);
  };
}
