// Spec 3 device info sent with the lead. Defaults mirror what the browser gives when an API
// is missing: deviceMemory 1, loadingTime 0.
import * as z from 'zod/mini';
import { text } from '../validation/primitives.ts';

export const deviceInfoSchema = z.object({
  /** Minutes from UTC as Date#getTimezoneOffset gives them (-840..720). */
  timezoneOffset: z.optional(z.int().check(z.gte(-840), z.lte(840))),
  /** GiB, as navigator.deviceMemory rounds it. */
  deviceMemory: z._default(z.number().check(z.gte(0)), 1),
  language: z.optional(text(35)),
  /** 'WIDTHxHEIGHT', e.g. '1920x1080'. */
  screenResolution: z.optional(text(20)),
  /** Milliseconds since the app initialised. */
  loadingTime: z._default(z.number().check(z.gte(0)), 0),
});
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;
