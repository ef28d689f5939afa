import type { LeadData } from '@finceptiv/contract/entities/lead-data';
import type { GoogleClick, PosthogParameters } from '@finceptiv/contract/entities/tracking';
import type { Product } from '@finceptiv/contract/products';
import {
  expirationTimeInMs,
  validateAndRemoveExpiredData,
} from '@/features/application/public/expiry';
import {
  forgetTabAnswers,
  personalFieldsDropped,
  readStoredApplication,
  writeStoredApplication,
} from '@/features/application/public/stored-application';
import {
  addressWithoutPersonalData,
  readUrlPrefill,
} from '@/features/application/public/url-prefill';
import {
  adClickExpiryMs,
  affiliateExpiryHours,
  readClickIds,
  resolveAdClick,
  resolveAffiliateReference,
  type AdClickRecord,
} from '@/features/attribution/public/attribution';
import {
  clearStoredSession,
  readStoredSession,
  resolveSession,
  writeSession,
} from '@/features/session/public/session-store';
import type { Storages } from '@/shared/storage/app-storage';
import { sessionKeys } from '@/shared/storage/storage-keys';
import type { AttributionConfig } from './attribution-config';
import type { RootState } from './root-reducer';
import { readStoredSlices } from './stored-slices';

export interface InitApplicationInput {
  location: { href: string; search: string };
  storage: Storages;
  now: Date;
  product: Product;
  /** document.cookie; '' when there are none. */
  cookies?: string;
  newId?: () => string;
  config?: AttributionConfig;
}

export interface InitApplicationResult {
  preloadedState: Partial<RootState>;
  /** Address to history.replaceState() to, without personal values; undefined when clean. */
  cleanAddress: string | undefined;
}

/**
 * Start-up (spec 3/4): stored data expiry, affiliate reference, session, ad click, address
 * prefill and click ids, in that order, because expiry is judged on the stored session's start
 * and the affiliate rule decides whether that session survives. Storage is written here; the
 * browser's address and clock only come in through the arguments.
 */
export function initApplication(input: InitApplicationInput): InitApplicationResult {
  const { storage, now, product } = input;
  const query = new URLSearchParams(input.location.search);
  const storedSession = readStoredSession(storage.session);
  const stored = readStoredApplication(storage);
  let data = validateAndRemoveExpiredData(stored, {
    now,
    sessionStartedAt: storedSession.sessionStartedAt,
    durationMs: expirationTimeInMs,
  });
  // Expired (or foreign) data lost its personal fields: the tab's other copies of answers go too.
  if (personalFieldsDropped(stored, data)) forgetTabAnswers(storage.session);

  const affiliate = resolveAffiliateReference({
    query,
    stored: data.affiliateReferenceParams,
    now,
    expiryHours: affiliateExpiryHours(input.config?.affiliateExpiryHours),
    staticAffiliateName: input.config?.staticAffiliateName,
  });
  const restart = affiliate.changed || affiliate.expired;
  if (affiliate.reference) data = { ...data, affiliateReferenceParams: affiliate.reference };
  else if (affiliate.expired) delete data.affiliateReferenceParams;
  if (restart) clearStoredSession(storage.session);
  const session = resolveSession({
    stored: restart ? {} : storedSession,
    addressSessionId: query.get('sessionId'),
    force: restart,
    now,
    newId: input.newId ?? (() => crypto.randomUUID()),
  });
  writeSession(storage.session, session);

  const adClick = resolveAdClick({
    query,
    stored: storage.session.read(sessionKeys.gclid),
    now,
    maxAgeMs: adClickExpiryMs(input.config?.adClickExpiryDays),
  });
  if (adClick.storage === 'write') storage.session.write(sessionKeys.gclid, adClick.record);
  if (adClick.storage === 'remove') storage.session.remove(sessionKeys.gclid);
  if (adClick.record) data = { ...data, googleClick: googleClick(adClick.record) };
  else delete data.googleClick;

  const prefill = readUrlPrefill(query, product, data);
  const redirected = storage.session.read(sessionKeys.redirected) === true;
  data = {
    ...data,
    ...prefill.data,
    ...readClickIds(input.cookies ?? '', query, now),
    sessionId: session.sessionId,
    sessionStartedAt: session.sessionStartedAt,
    posthogParameters: posthogParameters(
      data.posthogParameters,
      prefill.prefilledFields,
      redirected,
    ),
    // Spec 4: the loaded application's lead status is forced positive.
    leadStatus: true,
  };
  if (data.sellingTierGlobalId)
    storage.session.write(sessionKeys.sellingTierGlobalId, data.sellingTierGlobalId);
  storage.session.write(sessionKeys.initAt, now.getTime());
  // Spec 4 keeps the affiliate reference in both storages: both copies carry it.
  writeStoredApplication(storage, data);

  return {
    preloadedState: {
      ...readStoredSlices(storage),
      applicationData: data,
      session: { ...session, contactDetails: sessionContact(data), campaign: prefill.campaign },
    },
    cleanAddress: addressWithoutPersonalData(input.location.href),
  };
}

function googleClick(record: AdClickRecord): GoogleClick {
  const click: GoogleClick = { gclidAt: record.gclidAt };
  if (record.gclid) click.gclid = record.gclid;
  if (record.gbraid) click.gbraid = record.gbraid;
  if (record.wbraid) click.wbraid = record.wbraid;
  return click;
}

/** A prefill from this address replaces the flags; otherwise the stored ones stay (a reload is not a new prefill). */
function posthogParameters(
  stored: PosthogParameters | undefined,
  prefilled: string[],
  redirected: boolean,
): PosthogParameters {
  const fresh = prefilled.length > 0;
  return {
    isLeadPrefilled: fresh || (stored?.isLeadPrefilled ?? false),
    leadPrefilledFields: fresh ? prefilled : (stored?.leadPrefilledFields ?? []),
    leadPreviouslyRedirected: redirected,
  };
}

function sessionContact(data: Partial<LeadData>): RootState['session']['contactDetails'] {
  const contact: RootState['session']['contactDetails'] = {};
  if (data.contactDetails?.email) contact.email = data.contactDetails.email;
  if (data.contactDetails?.phoneNumber) contact.phoneNumber = data.contactDetails.phoneNumber;
  return contact;
}
