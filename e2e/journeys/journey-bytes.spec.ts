import { reportFigures } from '../phone/gate-report';
import {
  byteJourneys,
  journeyBudgetsKb,
  journeyBytes,
  type ByteJourney,
} from '../phone/journey-bytes';
import { test, expect } from '../support/fixtures';
import { scaled } from '../support/timeouts';

// Issue 22 item 4: what an applicant downloads from the landing to the outcome, compressed as
// the server sends it, stays within budgets.json's journeyKb for one brand of each flow. Bytes
// do not depend on the host's speed, so this gate is exact. The walks run axe on every screen.
for (const journey of Object.keys(byteJourneys) as ByteJourney[]) {
  test(`${journey}: the whole journey downloads within its budget`, async ({ browser, server }) => {
    test.setTimeout(scaled(150_000));
    const bytes = await journeyBytes(browser, server.origin(journey), journey);
    console.log(`${journey} KB on the wire: ${JSON.stringify(bytes)}`);
    reportFigures('JOURNEY_BYTES_REPORT', journey, bytes);
    expect(bytes.scripts, 'the app was served').toBeGreaterThan(50);
    expect(bytes.api, 'the journey talked to the API').toBeGreaterThan(1);
    expect(bytes.total).toBeLessThanOrEqual(journeyBudgetsKb()[journey]);
  });
}
