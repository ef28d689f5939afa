// What the store's start-up (app/store/init-application.ts) resolves of the visit's origin:
// the ad click, the affiliate reference and the click-id cookies of spec 4.
export { adClickExpiryMs, resolveAdClick, type AdClickRecord } from '../ad-click';
export { affiliateExpiryHours, resolveAffiliateReference } from '../affiliate-reference';
export { readClickIds } from '../click-id-cookies';
