import { whenIdle, whenSettledAndIdle } from '@/shared/lib/when-idle';

// The first date field a page shows costs Chromium 10-18 ms to build (its inner parts and the
// locale's date formats) and the first select about 7 ms, against 1-3 ms for every one after:
// measured in a fresh page, in this machine's Chromium. That first time fell inside the Continue
// that drew the step holding them (issue 11, Next to painted). Building one of each while the
// applicant is still on an earlier screen moves that cost to a moment nobody waits on.

/** The controls whose first use is slow, each built in an idle moment of its own. */
const slowFirstControls: readonly (() => HTMLElement)[] = [
  () => Object.assign(document.createElement('input'), { type: 'date' }),
  () => {
    const select = document.createElement('select');
    select.append(new Option('-'));
    return select;
  },
];

let warmed = false;

/**
 * Lays each control out once, hidden and out of reach (no screen reader, no focus, no pointer),
 * and removes it again. Runs once per page life, by default in the first idle moments after the
 * app has taken over the first screen, which the applicant reads before pressing anything: later,
 * an idle moment can be the wait for a save's answer, and the answer would wait on the warm-up.
 * Returns a cancel.
 */
export function warmUpFormControls(settle = 0): () => void {
  if (warmed) return () => undefined;
  let live = true;
  const cancel = whenSettledAndIdle(settle, () => {
    void (async () => {
      for (const build of slowFirstControls) {
        if (!live) return;
        layOutHidden(build());
        await whenIdle();
      }
      warmed = true;
    })();
  });
  return () => {
    live = false;
    cancel();
  };
}

function layOutHidden(control: HTMLElement): void {
  const holder = document.createElement('div');
  holder.setAttribute('aria-hidden', 'true');
  holder.inert = true;
  // Hidden but laid out: a control that is not rendered (display: none) warms nothing. Set
  // through the CSSOM, which the content security policy allows (no style attribute).
  Object.assign(holder.style, {
    position: 'absolute',
    visibility: 'hidden',
    width: '0',
    height: '0',
    overflow: 'hidden',
  });
  holder.append(control);
  document.body.append(holder);
  holder.getBoundingClientRect();
  holder.remove();
}
