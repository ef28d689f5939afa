import { test as base } from '@playwright/test';
import { startServer, type RunningServer } from './server';

// One server (and one throwaway database) per worker; journeys that restart the server start
// their own with startServer().
export const test = base.extend<object, { server: RunningServer }>({
  server: [
    // Playwright reads the fixture's dependencies from this destructuring, so it must stay.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
