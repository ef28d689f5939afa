// Progress is counted over the forms shown now, so a condition that adds or skips forms moves
// every later percentage with it. A manual percentage pins its form; the forms between two
// pins (or between a pin and the start at 0 % or the submission at 100 %) are spread evenly,
// so the bar never runs backwards past a pinned form.
import type { SequencedStep } from '../definitions/types';

interface Anchor {
  at: number;
  value: number;
}

function anchorBefore(forms: readonly SequencedStep[], index: number): Anchor {
  for (let at = index - 1; at >= 0; at -= 1) {
    const value = forms[at]?.manualProgress;
    if (value !== undefined) return { at, value };
  }
  return { at: 0, value: 0 };
}

function anchorAfter(forms: readonly SequencedStep[], index: number): Anchor {
  for (let at = index + 1; at < forms.length; at += 1) {
    const value = forms[at]?.manualProgress;
    if (value !== undefined) return { at, value };
  }
  // Submitting the last form completes the application.
  return { at: forms.length, value: 100 };
}

/** Percentage done when `path` is on screen (0 on the first form). */
export function progressPercentage(shown: readonly SequencedStep[], path: string): number {
  const index = shown.findIndex((form) => form.path === path);
  const form = shown[index];
  if (form === undefined) return 0;
  if (form.manualProgress !== undefined) return form.manualProgress;
  const low = anchorBefore(shown, index);
  const high = anchorAfter(shown, index);
  if (index === low.at) return low.value;
  const share = (index - low.at) / (high.at - low.at);
  return Math.round(low.value + (high.value - low.value) * share);
}
