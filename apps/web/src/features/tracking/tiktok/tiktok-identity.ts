import { sha256Hex } from '../lib/sha256';
import type { TrackedUser } from '../core/adapter';

/** Advanced matching for the short-video ad pixel: every value hashed, or '' when unknown. */
export interface TikTokIdentity {
  external_id: string;
  email: string;
  phone_number: string;
}

export type PhoneToE164 = (phone: string) => Promise<string | undefined>;

// Loaded on first use: the phone metadata is large and only needed once a lead exists.
const internationalE164: PhoneToE164 = async (phone) => {
  const { isValidPhoneNumber, parsePhoneNumber } = await import('libphonenumber-js/min');
  // No default country: only a number written with its country code counts (spec 5).
  return isValidPhoneNumber(phone) ? parsePhoneNumber(phone).number : undefined;
};

const hashOrEmpty = async (value: string | undefined) =>
  value === undefined || value === '' ? '' : sha256Hex(value);

export async function tiktokIdentity(
  user: TrackedUser,
  toE164: PhoneToE164 = internationalE164,
): Promise<TikTokIdentity> {
  const phone = user.phoneNumber?.trim();
  const [externalId, email, phoneNumber] = await Promise.all([
    hashOrEmpty(user.sessionId),
    hashOrEmpty(user.email?.trim().toLowerCase()),
    phone ? toE164(phone).then(hashOrEmpty) : Promise.resolve(''),
  ]);
  return { external_id: externalId, email, phone_number: phoneNumber };
}
