// One brand's first screen, drawn by the real app in a jsdom window and saved as
// index.<brand>.html (see prerender.mjs). Usage: node prerender-brand.mjs <brand> <entry> <dist>
/* global window, document, location -- jsdom's (installWindow), and the page's in startOnIntent */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { minifySync } from 'vite';
import { aheadOfPressScripts } from './first-act.mjs';

const [brand, entry, outDir] = process.argv.slice(2);
const base = '/application-frontend/';
/** The translation files the first screen read: the strings the first press needs too. */
const stringsRead = new Set();
const template = await readFile(join(outDir, 'index.html'), 'utf8');
const dom = new JSDOM(template, {
  url: `http://${brand}.localhost${base}`,
  pretendToBeVisual: true,
});
installWindow(dom.window);

const bootstrap = await import(pathToFileURL(entry).href);
const { startApp, pageFlows, pageKey, products } = bootstrap;
const container = document.getElementById('finceptiv-root');
await startApp(container);
const root = await firstScreen(container);
prepareCopy(root);
const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'));
addStyleSheets(manifest, pageFlows[pageKey(products[brand])]);
const aheadOfPress = [
  ...aheadOfPressScripts(manifest, brand, products[brand].flow).map((file) => `${base}${file}`),
  ...stringsRead,
];
startCodeOnIntent(bootstrap, aheadOfPress);
await writeFile(join(outDir, `index.${brand}.html`), dom.serialize());
console.log(`prerendered ${brand}: ${root.querySelector('h1')?.textContent?.trim() ?? ''}`);
process.exit(0);

/** The browser globals the app reads, from jsdom; files and the tracking set-up for fetch. */
function installWindow(window) {
  const own = ['window', 'document', 'navigator', 'location', 'history', 'self'];
  for (const key of Object.getOwnPropertyNames(window)) {
    if (key in globalThis && !own.includes(key) && !/Event|Element|^Node|^DOM/.test(key)) continue;
    try {
      globalThis[key] = window[key];
    } catch {
      // A few Node globals are read-only; Node's own are fine for those.
    }
  }
  globalThis.matchMedia ??= window.matchMedia ??= (query) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  });
  globalThis.fetch = window.fetch = serveFromBuild;
}

/** Translation files come from the build; no other call is answered (tracking stays off). */
async function serveFromBuild(input) {
  const url = new URL(typeof input === 'string' ? input : input.url, location.href);
  if (url.pathname.startsWith(base) && url.pathname.endsWith('.json')) {
    stringsRead.add(`${url.pathname}${url.search}`);
    try {
      const body = await readFile(join(outDir, url.pathname.slice(base.length)), 'utf8');
      return new Response(body, { headers: { 'content-type': 'application/json' } });
    } catch {
      return new Response('{}', { status: 404 });
    }
  }
  return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
}

/** Waits until the app has shown its first screen with its texts and has been quiet a moment. */
async function firstScreen(container) {
  const deadline = Date.now() + 30_000;
  let last = '';
  let quietSince = Date.now();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const root = container.querySelector('[data-app-root]');
    const html = root?.innerHTML ?? '';
    if (html !== last) [last, quietSince] = [html, Date.now()];
    const titled =
      (root?.querySelector('h1')?.textContent ?? '').trim() !== '' &&
      !root.querySelector('.spinner');
    if (root && !root.hidden && titled && Date.now() - quietSince > 400) return root;
    if (Date.now() > deadline) throw new Error(`${brand}: no first screen after 30 s`);
  }
}

/** The copy must not act before the app does, and keeps the values it shows in its markup. */
function prepareCopy(root) {
  root.setAttribute('data-prerendered', brand);
  // A form whose method is dialog and that sits in no dialog does nothing when submitted, so
  // pressing Enter or Continue before the code arrives sends nothing anywhere.
  for (const form of root.querySelectorAll('form')) form.setAttribute('method', 'dialog');
  for (const input of root.querySelectorAll('input, textarea')) {
    if (input.type === 'checkbox' || input.type === 'radio') input.defaultChecked = input.checked;
    else input.defaultValue = input.value;
  }
  for (const option of root.querySelectorAll('option')) option.defaultSelected = option.selected;
}

/** The brand's and the flow's style sheets, so the copy is drawn as the app draws it. */
function addStyleSheets(manifest, flow) {
  const files = new Set(
    manifest[`src/brands/${brand}/styles.css`]
      ? [manifest[`src/brands/${brand}/styles.css`].file]
      : [],
  );
  const visit = (key, seen = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of chunk.imports ?? []) visit(next, seen);
  };
  if (flow) visit(`src/features/${flow}/public/${flow}-page.tsx`);
  for (const file of files) {
    const href = `${base}${file}`;
    if (document.querySelector(`link[href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * The copy works without code: fields take typing, boxes ticks, sliders drags. So the app's code
 * is asked for only when the applicant first acts on the page (a press, key, focus, touch or
 * scroll), and a cheap phone spends nothing on it before. It is asked for at once when the app
 * must act on its own: the address carries more than campaign tags (a prefill, personal values
 * to remove) or this browser holds an application or a consent answer from an earlier visit.
 */
function startCodeOnIntent(bootstrap, aheadOfPress) {
  const entry = document.querySelector('script[type="module"][src]');
  const preloads = [...document.querySelectorAll('link[rel="modulepreload"]')];
  const urls = [entry.getAttribute('src'), ...preloads.map((link) => link.getAttribute('href'))];
  entry.remove();
  for (const link of preloads) link.remove();
  const start = document.createElement('script');
  const keys = [...Object.values(bootstrap.sessionKeys), ...Object.values(bootstrap.localKeys)];
  const args = [urls, [...bootstrap.campaignParams], keys, aheadOfPress].map((a) =>
    JSON.stringify(a),
  );
  // Minified: its comments are for this file's readers, not for every landing's download
  // (they were 0.75 of its 2.5 KB gzip).
  start.textContent = minifySync(
    'start-on-intent.js',
    `(${String(startOnIntent)})(${args.join(', ')});`,
  ).code;
  document.body.append(start);
}

/** Runs in the page (serialised into it): no closure, no imports. */
function startOnIntent(urls, campaignParams, appKeys, aheadOfPress) {
  const intents = ['pointerdown', 'keydown', 'focusin', 'touchstart', 'wheel', 'scroll'];
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of intents) window.removeEventListener(type, start, true);
    const [entry, ...deps] = urls;
    for (const href of deps) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    import(entry);
  };
  // A button pressed before the code came does nothing (forms have method=dialog); the app
  // presses it again for the applicant once it has taken over (app/boot/carry-over.ts). Enter
  // in a field presses the form's default button, so that is covered too.
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target.closest?.('button');
      if (!button) return;
      for (const pressed of document.querySelectorAll('[data-pressed]')) {
        pressed.removeAttribute('data-pressed');
      }
      button.setAttribute('data-pressed', '');
    },
    true,
  );
  const params = [...new URLSearchParams(location.search).keys()];
  // In a frame the app drops its header and footer and reports its height: it starts at once.
  let returning =
    window.top !== window.self || params.some((name) => !campaignParams.includes(name));
  try {
    returning ||= appKeys.some(
      (key) => sessionStorage.getItem(key) !== null || localStorage.getItem(key) !== null,
    );
  } catch {
    // Storage refused: nothing from an earlier visit can be there.
  }
  if (returning) start();
  else {
    for (const type of intents)
      window.addEventListener(type, start, { capture: true, passive: true });
    // Ready before the first press (issue 22 item 2): once the screen has loaded and the main
    // thread is idle, the code and strings the first act needs are fetched, not run, so a press
    // on a slow line only executes. Scripts are module preloads: Chromium fetches them and
    // compiles them off the main thread into the page's module map, and the press then only
    // evaluates them (a prefetch left the compiling to the press: ADR 0056). Strings are
    // prefetched into the HTTP cache. Not on a connection asking to save data.
    // Each link (a preload or a prefetch) costs the main thread about 1 ms here (4 on a phone),
    // and there were about fifty: appended in one go they made one 50-200 ms task, a long task
    // that a press landing on it waits for (and Lighthouse's TBT counted). So they go in slices
    // of a few ms, one idle moment each.
    const queue = [...aheadOfPress];
    const sliceMs = 8;
    const nextSlice = () =>
      window.requestIdleCallback
        ? window.requestIdleCallback(fetchAhead, { timeout: 3000 })
        : setTimeout(fetchAhead, 50);
    const fetchAhead = (deadline) => {
      if (started || queue.length === 0 || navigator.connection?.saveData) return;
      const until = performance.now() + Math.min(sliceMs, deadline?.timeRemaining() ?? sliceMs);
      do {
        const link = document.createElement('link');
        const href = queue.shift();
        link.rel = href.endsWith('.js') ? 'modulepreload' : 'prefetch';
        link.href = href;
        document.head.append(link);
      } while (queue.length > 0 && performance.now() < until);
      if (queue.length > 0) nextSlice();
    };
    // At once after load: sliced, the fetches no longer block Lighthouse's window (TBT 0-86 ms
    // at the calibrated slowdown, nine brands), and held 2 s they had not come by a press after
    // 3 s of reading on a phone (4.7-5.1 s to the answer, against 2.0-2.2 s now; ADR 0030).
    const whenIdle = nextSlice;
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  }
}
