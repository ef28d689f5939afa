// Issue 11's first-screen targets, checked on every brand with Lighthouse's mobile preset
// (simulated slow 4G, 4x CPU slowdown). Lower a limit only with a reason in docs/benchmarks.md.
const lighthouseBudgets = {
  minScores: { performance: 95, accessibility: 100, 'best-practices': 95, seo: 90 },
  maxMetrics: { lcpMs: 1500, tbtMs: 100, cls: 0.01 },
} as const;

export type Category = keyof typeof lighthouseBudgets.minScores;
export const categories = Object.keys(lighthouseBudgets.minScores) as Category[];

export interface BrandResult {
  brand: string;
  /**
   * Lighthouse's benchmark index of this host in the run reported, and the CPU slowdown it ran
   * at (calibratedSlowdown in run.ts).
   */
  host: { benchmarkIndex: number; cpuSlowdown: number };
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Every way this brand's first screen breaks the budget, in words a reader can act on. */
export function budgetFailures(result: BrandResult): string[] {
  const failures: string[] = [];
  for (const category of categories) {
    const min = lighthouseBudgets.minScores[category];
    if (result.scores[category] < min) {
      failures.push(`${category} ${String(result.scores[category])} < ${String(min)}`);
    }
  }
  const { lcpMs, tbtMs, cls } = lighthouseBudgets.maxMetrics;
  if (result.lcpMs > lcpMs)
    failures.push(`LCP ${result.lcpMs.toFixed(0)} ms > ${String(lcpMs)} ms`);
  if (result.tbtMs > tbtMs)
    failures.push(`TBT ${result.tbtMs.toFixed(0)} ms > ${String(tbtMs)} ms`);
  if (result.cls > cls) failures.push(`CLS ${result.cls.toFixed(3)} > ${String(cls)}`);
  return failures;
}
