#!/usr/bin/env node
// Runs the API test project against a real PostgreSQL server.
//   node scripts/pg-test.mjs <json-report-path>
// TEST_DATABASE_URL (a server URL) is used when set; otherwise a throwaway cluster is started
// and stopped around the run. Exits with vitest's code.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCluster } from './pg-cluster.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const report = path.resolve(
  process.argv[2] ?? path.join(root, 'test-results', 'api-postgres.json'),
);

let cluster;
let url = process.env.TEST_DATABASE_URL;
if (!url) {
  cluster = await startCluster();
  url = cluster.url;
  console.error(`[pg] throwaway cluster at ${url}`);
}
const stop = () => cluster?.stop();
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

let code = 1;
try {
  const result = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'api',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${report}`,
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } },
  );
  code = result.status ?? 1;
} finally {
  stop();
}
process.exit(code);
