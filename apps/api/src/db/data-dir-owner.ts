import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// PGlite is one process's database: a second process opening the same DATA_DIR (a second
// server, or `npm run erase` while the server runs) would corrupt it. The owner's pid is kept
// in DATA_DIR; a live owner refuses the newcomer, a dead one's file is taken over.
const FILE = 'owner.pid';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Claims DATA_DIR for this process; returns the release, or throws naming the owner. */
export function claimDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, FILE);
  let owner = Number.NaN;
  try {
    owner = Number(readFileSync(file, 'utf8').trim());
  } catch {
    // no owner yet
  }
  if (Number.isInteger(owner) && owner !== process.pid && alive(owner)) {
    throw new Error(
      `DATA_DIR ${dataDir} is in use by process ${owner} (PGlite is single-process): stop it first, or use DATABASE_URL`,
    );
  }
  writeFileSync(file, String(process.pid), { mode: 0o600 });
  return () => {
    rmSync(file, { force: true });
  };
}
