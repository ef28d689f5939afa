import { firstPressGoalMs, median, phoneCpuSlowdown, pressEveryBrand } from '../phone/first-press';
import { test, expect } from '../support/fixtures';
import { scaled } from '../support/timeouts';

// Issue 22 item 3, gated: on Lighthouse's mobile profile (slow 4G, the CPU a phone's), an
// applicant who reads the landing for 3 s and presses Continue sees the app answer. The goal is
// 1 s (`npm run bench:phone` reports it); the gate's ceiling leaves room for a noisy machine and
// still catches a return to the 8-9 s of a landing that fetched its code only on the press. The
// CPU factor is calibrated against the host first (phoneCpuSlowdown), the median of three presses
// is judged.
// Two thirds of the 9 s a landing took when it fetched its code on the press. The press's time
// is mostly the emulated network (562 ms a round trip, over HTTP/1.1's six connections here),
// which the CPU calibration cannot scale. The landing's fetches start once it has loaded (ADR
// 0030): quiet medians 2.0-2.2 s here, 4.6-5.1 s when they were held 2 s.
const ceilingMs = 6 * firstPressGoalMs;

test('on a phone, the first press on a legacy and a v3 landing is answered within the ceiling @alone', async ({
  browser,
  server,
}) => {
  test.setTimeout(scaled(120_000));
  const { slowness, cpu } = await phoneCpuSlowdown(browser);
  const lines = [`host slowness ${slowness.toFixed(2)}, so the CPU is slowed ${cpu.toFixed(2)}x`];
  const medians: [brand: string, ms: number][] = [];
  for (const { brand, presses, times } of await pressEveryBrand(browser, server, cpu, 3)) {
    const fetched = presses.map(
      (p) => p.fetchedAfterPress.filter((path) => path.endsWith('.js')).length,
    );
    lines.push(
      `${brand}: press to answer ${times.join(', ')} ms (median ${median(times)} ms); scripts fetched on the press ${fetched.join(', ')}`,
    );
    medians.push([brand, median(times)]);
  }
  console.log(lines.join('\n'));
  for (const [brand, ms] of medians)
    expect(ms, `${brand}: median press to answer (ms)`).toBeLessThanOrEqual(ceilingMs);
});
