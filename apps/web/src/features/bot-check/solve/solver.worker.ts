// The bot check's worker: altcha-lib's own solver loop (workers/shared) with the browser's SHA
// (Web Crypto). The package's ready-made workers/sha takes Node's crypto, so it is not used.
import { handler } from 'altcha-lib/workers/shared';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

handler({ deriveKey });
