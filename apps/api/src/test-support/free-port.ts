import { createServer } from 'node:net';

// A port nothing listens on, for a server the tests start as its own process: the API tests'
// `npm run serve` children and the e2e journeys' servers.

/** Asks the system for a free loopback port, then lets it go for the caller to listen on. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}
