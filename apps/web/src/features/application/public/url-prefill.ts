// What app/ reads of the landing address (spec 3 prefill, campaign tags, personal values to drop).
export { addressWithoutPersonalData, campaignParams, readUrlPrefill } from '../url-prefill';
