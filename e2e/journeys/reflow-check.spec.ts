import { test, expect } from '@playwright/test';
import { findReflowProblems } from '../support/reflow-probe';

// The reflow probe every screen runs (support/reflow.ts) must catch what WCAG 1.4.10 forbids
// and stay quiet on what is allowed, or a green journey proves nothing. Plain pages, no app.
const fits = `
  <p>Short text that wraps: ${'word '.repeat(40)}</p>
  <span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap">
    visually hidden text that is far wider than any phone screen ever is
  </span>
  <div style="position:relative;height:8px;overflow:hidden"><div style="width:40%;height:8px;transform:translateX(250%)"></div></div>
  <div style="overflow:hidden"><p style="opacity:0;white-space:nowrap">${'transparent '.repeat(20)}</p></div>
  <button style="width:100%">Continue</button>`;

test.use({ viewport: { width: 320, height: 640 } });

test('a page that reflows has no problems', async ({ page }) => {
  await page.setContent(`<body style="margin:0">${fits}</body>`);
  expect(await page.evaluate(findReflowProblems)).toEqual([]);
});

test('each kind of reflow failure is named with its element and size', async ({ page }) => {
  await page.setContent(`<body style="margin:0">
    <p class="long">Invalidenstraße${'x'.repeat(60)}</p>
    <div style="overflow:hidden;width:200px"><button style="width:260px">Weiter</button></div>
    <input name="wide" style="width:400px;display:block">
  </body>`);
  const problems = await page.evaluate(findReflowProblems);
  expect(problems[0]).toMatch(/^the page scrolls sideways: \d+ px wider than the viewport/);
  expect(problems).toContainEqual(
    expect.stringMatching(/^text "Invalidenstraße.*" in p\.long: \d+ px past the right edge/),
  );
  expect(problems).toContainEqual('button: cut off 60 px sideways by div');
  expect(problems).toContainEqual('input "wide": 80 px past the right edge (viewport 320 px)');
});
