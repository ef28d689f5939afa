import type { Plugin } from 'vite';
import { sharedFirstActRoots } from '../scripts/first-act.mjs';

// Issue 22: on a phone's line (HTTP/1.1's six connections, 562 ms a round trip) the landing's
// fetches ahead of the first press were bounded by their number, not their bytes: 37-43 script
// files, most of them a few hundred bytes shared by the first act and later chunks, took longer
// than an applicant reads, and the press waited for the rest. Everything every brand's first
// act imports statically from the entry, the router shell and i18next goes into one chunk: it
// all runs on the first act anyway. Chunk facades stay apart (the entry's own module and the
// dynamic imports' targets), so every page, step and brand still loads on its own, and a
// module's imports stay in the chunk with it (rolldown's default), so nothing runs ahead of
// what it imports.
export function firstActChunk() {
  let core: ReadonlySet<string> = new Set();
  const plugin: Plugin = {
    name: 'finceptiv:first-act-chunk',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    buildEnd() {
      const info = (id: string) => this.getModuleInfo(id);
      const ids = [...this.getModuleIds()];
      const entries = ids.filter((id) => info(id)?.isEntry);
      const roots = ids.filter((id) => sharedFirstActRoots.some((root) => id.endsWith(`/${root}`)));
      // Another build (the operator area's page) has none of the roots: it is left as it is.
      if (roots.length !== sharedFirstActRoots.length) return;
      const facades = new Set([
        ...entries,
        ...entries.flatMap((id) => info(id)?.importedIds ?? []),
        ...ids.flatMap((id) => info(id)?.dynamicallyImportedIds ?? []),
      ]);
      const reached = new Set<string>();
      const visit = (id: string) => {
        if (reached.has(id)) return;
        reached.add(id);
        for (const next of info(id)?.importedIds ?? []) visit(next);
      };
      for (const id of [...entries, ...roots]) visit(id);
      core = new Set([...reached].filter((id) => !facades.has(id)));
    },
  };
  return { plugin, test: (id: string) => core.has(id) };
}
