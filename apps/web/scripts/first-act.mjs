// What a brand's first act needs, from the build's module graph (the Vite manifest). One home
// for two readers: the prerender, which has the landing fetch these files ahead of the first
// press once it is idle (issue 22 item 2), and the budget, which counts their bytes (issue 19
// item 2, e2e/budget/module-graph.ts).

const flowPage = { v3: 'dynamic-form', legacy: 'legacy-flow' };

/**
 * What every brand's first act imports beside the entry: the router shell and i18next. The build
 * puts all they import into one chunk (build/first-act-chunk.ts).
 */
export const sharedFirstActRoots = ['src/app/shell.tsx', 'src/shared/i18n/create-i18n.ts'];

/**
 * What the app imports to draw a brand's live first screen when the applicant first acts
 * (src/app/start-app.tsx, app/pages/page-registry.ts): the entry, the router shell, i18next,
 * the brand, the flow's page, and for the v3 flow the brand's form definitions and the step of
 * its first form (initial-details, a personal-information step).
 */
function firstActRoots(productId, flow) {
  const page = flowPage[flow];
  if (!page) throw new Error(`${productId}: unknown flow ${flow}`);
  return [
    'index.html',
    ...sharedFirstActRoots,
    `src/brands/${productId}/brand.ts`,
    `src/features/${page}/public/${page}-page.tsx`,
    ...(page === 'dynamic-form'
      ? [
          `src/features/dynamic-form/definitions/brands/${productId}.ts`,
          'src/features/dynamic-form/ui/steps/personal-information-step.tsx',
        ]
      : []),
  ];
}

/**
 * The checks a v3 form warms up once its step has mounted (step-resolver.ts, the contract's
 * phone rules). A Continue pressed with a field wrong or empty needs them at once, so the landing
 * fetches them ahead of the press too. The legacy flow's checks (step-schema.ts) load on its
 * details steps once the applicant acts there: its landing's press checks no form.
 */
const formCheckRoots = [
  'src/features/dynamic-form/ui/form/step-resolver.ts',
  '../../packages/contract/src/validation/phone.ts',
];

/**
 * The bot check's solver (ADR 0045), which a lead create waits for. A legacy landing's Continue
 * creates the lead, and its amount and period have defaults, so the press can be the
 * applicant's first act, when the solver starts loading: on a phone's line that load is a round
 * trip inside the press. A v3 applicant types the initial details first, and the solver loads
 * meanwhile.
 */
const leadCheckRoots = ['src/features/bot-check/solve/bot-check-solver.ts'];

/** What a flow's first press needs beyond the first act, fetched ahead of it. */
export const pressCheckRoots = (flow) => (flow === 'v3' ? formCheckRoots : leadCheckRoots);

/** What the landing fetches ahead of the first press: the first act, and the press's checks. */
export const aheadOfPressScripts = (manifest, productId, flow) =>
  scriptFiles(
    manifest,
    closure(manifest, [...firstActRoots(productId, flow), ...pressCheckRoots(flow)]),
  );

/** Every manifest key the roots import statically, the roots included. */
export function closure(manifest, roots) {
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(`${key}: not in the build's manifest (renamed? update first-act.mjs)`);
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const root of roots) visit(root);
  return seen;
}

/**
 * The script files of those keys, relative to the build folder: each chunk's file, and the
 * scripts it starts as assets of its own (a Web Worker's module, as the bot check's solver has).
 */
export const scriptFiles = (manifest, keys) =>
  [
    ...new Set([...keys].flatMap((key) => [manifest[key].file, ...(manifest[key].assets ?? [])])),
  ].filter((f) => f.endsWith('.js'));

/** The first act's script files of one brand. */
export const firstActScripts = (manifest, productId, flow) =>
  scriptFiles(manifest, closure(manifest, firstActRoots(productId, flow)));
