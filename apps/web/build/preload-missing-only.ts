import type { Plugin, Rollup } from 'vite';

// Every dynamic import in a chunk carries the list of files to preload with it (Vite's
// __vite__mapDeps): the imported chunk's whole static closure, most of which the importing
// chunk already loaded (it could not run otherwise). In the first act those lists were about
// 7.8 KB of file names. A script of the importer's own static closure is left out: loading it
// again is a no-op, so only the bytes go. Style sheets stay: a dynamic import loads them.
export function preloadMissingOnly() {
  let loadedWith = new Map<string, ReadonlySet<string>>();

  const plugin: Plugin = {
    name: 'finceptiv:preload-missing-only',
    apply: 'build',
    // Before Vite's own generateBundle writes the lists: the chunk graph is final by then.
    enforce: 'pre',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((output): output is Rollup.OutputChunk => output.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const closure = (file: string, seen: Set<string>): Set<string> => {
        for (const imported of chunks.get(file)?.imports ?? []) {
          if (seen.has(imported)) continue;
          seen.add(imported);
          closure(imported, seen);
        }
        return seen;
      };
      loadedWith = new Map(
        [...chunks.keys()].map((file) => [file, closure(file, new Set([file]))]),
      );
    },
  };

  const resolveDependencies = (
    _file: string,
    deps: string[],
    { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' },
  ): string[] => {
    const loaded = hostType === 'js' ? loadedWith.get(hostId) : undefined;
    return loaded ? deps.filter((dep) => !dep.endsWith('.js') || !loaded.has(dep)) : deps;
  };

  return { plugin, resolveDependencies };
}
