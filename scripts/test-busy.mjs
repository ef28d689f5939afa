// `npm run test:busy` (issue 19 item 4): the whole of `npm test` with a competing CPU load of one
// core running beside it, as on a shared CI host or a developer's machine that is doing
// something else. It must pass: the timing gates calibrate to the host, the timeouts scale.
import { spawn, spawnSync } from 'node:child_process';

// A busy loop in a process of its own: one core's worth of load for as long as the suite runs.
const load = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
console.log(`competing load: one core (pid ${load.pid})`);
const result = spawnSync('node', ['scripts/test.mjs'], { stdio: 'inherit' });
load.kill('SIGKILL');
process.exit(result.status ?? 1);
