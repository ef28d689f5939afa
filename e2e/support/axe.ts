import AxeBuilder from '@axe-core/playwright';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { onStillScreen } from './settle-animations';
import { expectReflow } from './reflow';

// WCAG 2.2 AA and everything below it. Every journey calls this on every screen it visits.
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** Whether any node axe looked at lies inside a frame (its target names the frame first). */
const reachedFrames = (results: AxeResults) =>
  [results.passes, results.violations, results.incomplete].some((rules) =>
    rules.some((rule) => rule.nodes.some((node) => node.target.length > 1)),
  );

/**
 * Frames of the page that axe looks into: shown, with something in them (axe skips a hidden
 * frame, such as a widget's frame left behind a step, and a blank one has nothing to check).
 */
async function framesWithContent(page: Page): Promise<number> {
  const counts = await Promise.all(
    page
      .frames()
      .slice(1)
      .map(async (frame) => {
        const shown = await (await frame.frameElement()).isVisible();
        return shown ? await frame.evaluate(() => document.body.childElementCount) : 0;
      })
      .map((count) => count.catch(() => 0)),
  );
  return counts.filter((count) => count > 0).length;
}

type AxeWindow = Window & { axe?: typeof axe };

/**
 * A page without frames to check: axe runs in the page's own frame, put there once per
 * document. A step of the app is the same document as the one before it, so a journey compiles
 * axe's 550 KB once per page load instead of twice per screen (AxeBuilder evaluates its source
 * on every analyze), and only violations are collected: about half of a screen's check.
 */
async function analyzeUnframed(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) {
    await page.evaluate(axe.source);
  }
  return page.evaluate(
    (tags) =>
      (window as AxeWindow).axe!.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        // Its frames are hidden or blank (framesWithContent): none to wait for an answer from.
        iframes: false,
      }),
    wcagTags,
  );
}

/**
 * A framed page keeps AxeBuilder's default (partial) mode, which reaches frames from another
 * site (axe-check.spec.ts) but gives up on a frame silently when putting axe into it takes over
 * 1 s (a busy machine). So the frames get axe first without a time limit (a second load of the
 * same source is quicker), and the run is repeated until the frames are reached; it fails after
 * five tries. The frames are counted again before each try: the previous step's widget frame can
 * still be on its way out when the first count is taken (/wenance-tink to /wenance-account), and
 * a frame that has gone has nothing left to reach.
 */
async function analyze(page: Page, screen: string): Promise<AxeResults> {
  const warmFrames = () =>
    Promise.all(
      page
        .frames()
        .slice(1)
        .map((frame) => frame.evaluate(axe.source).catch(() => 0)),
    );
  for (let attempt = 1; ; attempt++) {
    if ((await framesWithContent(page)) === 0) return analyzeUnframed(page);
    await warmFrames();
    const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
    if (reachedFrames(results)) return results;
    if (attempt === 5) throw new Error(`axe could not reach the frames of ${screen}`);
  }
}

/**
 * What axe and the reflow probe read of a screen: its markup (attributes, classes, text, the
 * styles it links), the viewport and the focused element; null for a framed page, whose frames
 * the markup does not show. The journeys land on the same screens again and again (every brand's
 * landing, its outcome screens): one that has passed in this run gives the same answer again.
 */
async function screenPrint(page: Page): Promise<string | null> {
  if (page.frames().length > 1) return null;
  const viewport = page.viewportSize();
  return page
    .evaluate(
      async (size) => {
        const focused = document.activeElement;
        // The module preloads Vite adds to the head land in the order their chunks were asked
        // for, which differs from walk to walk: they change nothing axe or the reflow probe
        // reads, and left in they made every revisited screen look new (issue 19).
        const markup = document.documentElement.cloneNode(true) as HTMLElement;
        markup.querySelectorAll('link[rel="modulepreload"]').forEach((preload) => {
          preload.remove();
        });
        const text = [
          location.hostname,
          size,
          focused ? `${focused.tagName}#${focused.id}[${focused.getAttribute('name') ?? ''}]` : '',
          markup.outerHTML,
        ].join('\n');
        const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
        return Array.from(new Uint8Array(digest), (byte) =>
          byte.toString(16).padStart(2, '0'),
        ).join('');
      },
      `${String(viewport?.width)}x${String(viewport?.height)}`,
    )
    .catch(() => null);
}

// The run's own temporary folder (global-setup.ts), shared by both workers and removed after.
const passedScreens = join(tmpdir(), 'axe-passed-screens');

/**
 * The per-screen accessibility check every journey runs: axe at the journey's own size, then
 * reflow at 320 CSS px and 200 % zoom (reflow.ts), once per distinct screen of the run
 * (`screenPrint`). The name stays for its many call sites.
 */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  await onStillScreen(page, async () => {
    const print = await screenPrint(page);
    if (print && existsSync(join(passedScreens, print))) return;
    const results = await analyze(page, screen);
    const found = results.violations.map(
      (v) =>
        `${v.id} (${v.impact ?? 'n/a'}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(found, `axe violations on ${screen}`).toEqual([]);
    await expectReflow(page, screen);
    if (print && (await screenPrint(page)) === print) {
      mkdirSync(passedScreens, { recursive: true });
      writeFileSync(join(passedScreens, print), screen);
    }
  });
}
