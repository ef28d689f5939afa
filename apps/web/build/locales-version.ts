import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// Translation files keep their names (public/locales/<lng>/<ns>.json: the tests and the spec's
// missing-key endpoint know them by name), so their URLs carry the build's version of them
// instead: `?v=` a hash of every file's path and bytes. A new text is a new URL, so a browser
// may keep a versioned file for good and never spend a round trip asking whether it changed
// (issue 22: on slow 4G each such question cost 562 ms before a step could show its strings).
export function localesVersion(localesDir: string): string {
  const hash = createHash('sha256');
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) =>
        entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
      )
      .sort();
  for (const file of walk(localesDir)) {
    hash.update(relative(localesDir, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}
