// Issue 19: timeouts that scale with the host. A timeout here is written as the quiet machine's
// figure; `scaled` gives it room for a host three times slower than the one `npm test` measured
// before the browser stages (HOST_SLOWNESS, from e2e/host-speed/run.ts; 1 when the journeys run
// on their own), so a slow or busy machine waits longer instead of failing a journey that works.
const measured = Number(process.env.HOST_SLOWNESS ?? '1');
const hostSlowness = Number.isFinite(measured) && measured >= 1 ? measured : 1;
const timeoutScale = 3 * hostSlowness;

export const scaled = (quietMs: number): number => Math.round(quietMs * timeoutScale);
