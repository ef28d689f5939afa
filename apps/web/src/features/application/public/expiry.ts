// Spec 4: stored application data older than its expiry is removed at start.
export { expirationTimeInMs, validateAndRemoveExpiredData } from '../expiry';
