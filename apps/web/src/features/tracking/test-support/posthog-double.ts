// The PostHog SDK as the tracking tests see it: the calls they watch, as mocks. A test file hands
// it out in place of the SDK with
//   vi.mock('posthog-js', async () => ({ default: (await import(<this file>)).posthog }))
// (vi.mock is hoisted above the imports, so it cannot name an imported value) and imports
// `posthog` from here to look at the calls: both are the same module.
import { vi } from 'vitest';

export const posthog = {
  init: vi.fn(),
  register: vi.fn(),
  capture: vi.fn(),
  identify: vi.fn(),
};
