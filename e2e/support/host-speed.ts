import type { Browser, Page } from '@playwright/test';

// Issue 19: a timing gate judges the product, not the host. Every timing gate calibrates in the
// same run, in the same Chromium, with a fixed reference workload shaped like a press of the app
// (build a form, check it, focus its heading, wait for the frame that paints it) but made of no
// product code, so a change to the product cannot move it. Its time here, over its time on the
// quiet reference machine, is the host's slowness; a gate allows its budget times that factor.
// A regression of the product moves the app's figure and not the reference: it still fails.

/**
 * Median ms of one reference press on the quiet machine the budgets were set on (2 cores, no
 * other load; `npm run bench:calibrate` prints it). Change it only with a figure from there.
 */
export const quietReferencePressMs = 14;

export interface HostSpeed {
  /** Median ms of one reference press on this host now. */
  referencePressMs: number;
  /** referencePressMs / quietReferencePressMs, never below 1: a fast host does not tighten a gate. */
  slowness: number;
}

/** Runs in the page: self-contained. Resolves the ms of each of `presses` reference presses. */
function referencePresses(presses: number): Promise<number[]> {
  const times: number[] = [];
  const main = document.createElement('main');
  document.body.replaceChildren(main);
  const nextFrame = () =>
    new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const pattern = /^[\p{L}][\p{L}\p{M} '-]*$/u;
  const press = async (round: number) => {
    const start = performance.now();
    const form = document.createElement('form');
    const title = document.createElement('h1');
    title.tabIndex = -1;
    title.textContent = `Step ${String(round)}`;
    form.append(title);
    const answers: Record<string, string> = {};
    for (let field = 0; field < 60; field++) {
      const row = document.createElement('div');
      const label = document.createElement('label');
      const input = document.createElement('input');
      label.htmlFor = input.id = `f${String(round)}-${String(field)}`;
      label.textContent = `Field ${String(field)} of step ${String(round)}`;
      input.value = `Zoë Łukasz-${'a'.repeat(field % 20)}`;
      row.style.cssText = `display:flex;gap:${String(field % 7)}px;padding:4px`;
      row.append(label, input);
      form.append(row);
      answers[input.id] = input.value;
    }
    const checked = JSON.parse(JSON.stringify(answers)) as Record<string, string>;
    const errors = Object.values(checked).filter((value) => !pattern.test(value)).length;
    form.dataset.errors = String(errors);
    main.replaceChildren(form);
    title.focus();
    // Reading a box's size forces the layout a press of the app forces by focusing its heading.
    form.dataset.height = String(main.offsetHeight);
    await nextFrame();
    times.push(performance.now() - start);
  };
  return (async () => {
    for (let round = 0; round < presses; round++) {
      await press(round);
      // A pause between presses, as between an applicant's presses.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return times;
  })();
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Times the reference presses in a page of its own (blank, no product code). */
export async function measureOnPage(page: Page, presses = 25): Promise<HostSpeed> {
  await page.setContent('<!doctype html><html lang="en"><title>reference</title><body></body>');
  // Run through tsx (the bench scripts), esbuild names inner functions with a `__name` helper
  // that the page lacks; Playwright's own transform (the journeys) does not.
  await page.evaluate('globalThis.__name = (fn) => fn');
  // The first presses compile the workload and warm the page up: not the host's speed.
  await page.evaluate(referencePresses, 5);
  const referencePressMs = median(await page.evaluate(referencePresses, presses));
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    referencePressMs: round(referencePressMs),
    slowness: round(Math.max(1, referencePressMs / quietReferencePressMs)),
  };
}

export async function measureHostSpeed(browser: Browser, presses?: number): Promise<HostSpeed> {
  const context = await browser.newContext();
  try {
    return await measureOnPage(await context.newPage(), presses);
  } finally {
    await context.close();
  }
}
