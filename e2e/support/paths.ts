import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
// E2E_WEB_DIST lets several builds coexist (e.g. one per branch of work on one machine):
// `npm run build -w @finceptiv/web -- --outDir /tmp/dist-x --emptyOutDir`, then
// `E2E_WEB_DIST=/tmp/dist-x npm run test:e2e`.
export const webDist = process.env.E2E_WEB_DIST ?? `${repoRoot}apps/web/dist`;
export const basePath = '/application-frontend/';
