// Issue 19: Lighthouse's TBT judged against the host it runs on. Lighthouse times a fixed
// JavaScript benchmark at the start of every audit (lhr.environment.benchmarkIndex, "BI"), and
// its CPU throttling guide maps a host's BI to the slowdown that makes that host the preset's
// phone (the calculator the guide links: 1533 = 4x, 1300 = 3x, 800 = 2x, 150 = 1x, linear in
// between). The preset's 4x is right for a host of BI 1533; on a slower host the same 4x emulates
// a slower phone than the budget was set for, and TBT grows with the host, not the product.

/** The CPU slowdown that makes a host of this benchmark index Lighthouse's mobile phone. */
export function phoneSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/**
 * The slowdown a calibrated audit uses: the phone's for this host, never more than the preset's
 * (a faster host does not tighten the gate) and never below 1.
 */
export function calibratedSlowdown(benchmarkIndex: number, preset: number): number {
  return Math.round(Math.min(preset, phoneSlowdown(benchmarkIndex)) * 100) / 100;
}
