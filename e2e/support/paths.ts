import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const webDist = `${repoRoot}apps/web/dist`;
export const basePath = '/application-frontend/';
