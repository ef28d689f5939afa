/** Spec 9: the recorded share of sessions; 100 (everyone) when not configured. */
const defaultRecordingPercentage = 100;

/** A draw from [0, 1), as Math.random gives; injected so tests can pick the outcome. */
export type RandomSource = () => number;

export function isSampledIn(percentage: number | undefined, random: RandomSource): boolean {
  const wanted = percentage ?? defaultRecordingPercentage;
  const share = Number.isFinite(wanted)
    ? Math.min(100, Math.max(0, wanted))
    : defaultRecordingPercentage;
  return random() * 100 < share;
}
