import { byteJourneys, type ByteJourney } from '../phone/journey-bytes';
import { median, phoneCpuSlowdown } from '../phone/first-press';
import { reportFigures } from '../phone/gate-report';
import { laterStepGoalMs, laterSteps } from '../phone/later-steps';
import { test, expect } from '../support/fixtures';
import { scaled } from '../support/timeouts';

// Issue 22 item 3, gated: on Lighthouse's mobile profile (the CPU calibrated to the host, as
// phone-first-press.spec.ts), every step after the first shows within 300 ms of the API's
// answer. The goal is judged in `npm run bench:phone`; the gate holds the median of a journey's
// steps to twice the goal, room for a busy host that still catches a step whose code or strings
// load only after the answer (a round trip of 562 ms on this line).
const ceilingMs = 2 * laterStepGoalMs;

for (const journey of Object.keys(byteJourneys) as ByteJourney[]) {
  test(`on a phone, every later step of ${journey} shows soon after its answer @alone`, async ({
    browser,
    server,
  }) => {
    test.setTimeout(scaled(300_000));
    const { slowness, cpu } = await phoneCpuSlowdown(browser);
    const times = await laterSteps(browser, server.origin(journey), journey, cpu);
    console.log(
      `${journey} (host slowness ${slowness.toFixed(2)}, CPU ${cpu.toFixed(2)}x): answer to next step ${times.join(', ')} ms (median ${median(times)})`,
    );
    reportFigures('LATER_STEPS_REPORT', journey, times);
    expect(times.length, 'steps timed').toBeGreaterThan(4);
    expect(median(times), `${journey}: median answer to next step (ms)`).toBeLessThanOrEqual(
      ceilingMs,
    );
  });
}
