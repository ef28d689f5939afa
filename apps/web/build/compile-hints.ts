import type { Plugin } from 'vite';

// V8 compiles a function the first time it is called. On a fresh visit that put the compiling of
// each step's components, the form library and the router inside the first presses of Continue
// (issue 11: Next to painted; the cold presses were the slow tail). The explicit compile hint
// `//# allFunctionsCalledOnLoad` (V8, Chromium 136 and later; other engines read a comment) makes
// V8 compile a file's functions when the file loads, which for module scripts happens while they
// stream in, off the main thread. ADR 0016.
export const compileHint = '//# allFunctionsCalledOnLoad';

// Code that loads but is mostly not run: a third party's tag, and phone metadata (data).
const notEager = [/node_modules\/posthog-js\//, /libphonenumber-js\/metadata\./];

export function compileHints(): Plugin {
  return {
    name: 'finceptiv:compile-hints',
    apply: 'build',
    outputOptions(options) {
      return {
        ...options,
        // After minification, which would drop a comment added before it.
        postBanner: (chunk) =>
          chunk.fileName.endsWith('.js') &&
          !chunk.moduleIds.some((id) => notEager.some((pattern) => pattern.test(id)))
            ? compileHint
            : '',
      };
    },
    // V8 reads the hint only before the file's first statement. Vite writes its preload list
    // (`const __vite__mapDeps=...`) above the banner of a chunk whose dynamic imports bring
    // style sheets: the first act's core and the flows' pages among them, where the hint sat
    // on line 2 and did nothing. Swapping the two lines puts it on top; neither line has
    // source-map segments, so the maps stay true.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk') chunk.code = hintFirst(chunk.code);
        }
      },
    },
  };
}

/** The code with the hint as its first line, when it is the second. */
function hintFirst(code: string): string {
  const firstEnd = code.indexOf('\n');
  if (firstEnd === -1 || !code.startsWith(`${compileHint}\n`, firstEnd + 1)) return code;
  const first = code.slice(0, firstEnd);
  return `${compileHint}\n${first}${code.slice(firstEnd + 1 + compileHint.length)}`;
}
