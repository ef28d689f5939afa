// Issue 19 item 2: the bytes a brand's landing needs, counted from the build itself (the Vite
// manifest's module graph and the prerendered HTML), so the figure is the same on a quiet or a
// busy machine. Counting what a browser happens to fetch before the network goes quiet mixed
// in idle-time work (tracking, toasts) whenever a busy host delayed the take-over.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ProductId } from '@finceptiv/contract/product-ids';
import { products } from '@finceptiv/contract/products';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isDynamicEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export const readManifest = (dist: string): Manifest =>
  JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

const flowPage = { v3: 'dynamic-form', legacy: 'legacy-flow' } as const;

/**
 * What the app imports to draw a brand's live first screen when the applicant first acts
 * (apps/web/src/app/start-app.tsx, app/pages/page-registry.ts): the entry, the router shell,
 * i18next, the brand, the flow's page, and for the v3 flow the brand's form definitions and the
 * step of its first form (initial-details, a personal-information step).
 */
export function firstActRoots(productId: ProductId): string[] {
  const flow = flowPage[products[productId].flow];
  return [
    'index.html',
    'src/app/shell.tsx',
    'src/shared/i18n/create-i18n.ts',
    `src/brands/${productId}/brand.ts`,
    `src/features/${flow}/public/${flow}-page.tsx`,
    ...(flow === 'dynamic-form'
      ? [
          `src/features/dynamic-form/definitions/brands/${productId}.ts`,
          'src/features/dynamic-form/ui/steps/personal-information-step.tsx',
        ]
      : []),
  ];
}

/**
 * What the landing loads ahead of need once it is idle: the tracking runtime, the field-data
 * reporter and the toast
 * container (with react-toastify) after the take-over, and the checks a form warms up while the
 * applicant types (apps/web/src/shared/lib/when-idle.ts callers). Budgeted on its own.
 */
export const idleRoots = [
  'src/features/tracking/start/tracking-runtime.ts',
  // Field data (ADR 0029): web-vitals and the reporter, once the live screen is idle.
  'src/features/vitals/report/vitals-reporter.ts',
  'src/shared/ui/toasts/toast-container.tsx',
  '../../node_modules/react-toastify/dist/unstyled.mjs',
  'src/features/dynamic-form/ui/form/step-resolver.ts',
  '../../packages/contract/src/validation/phone.ts',
];

/** Every manifest key the roots import statically, the roots included. */
export function closure(manifest: Manifest, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(`${key}: not in the build's manifest (renamed? update module-graph.ts)`);
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const root of roots) visit(root);
  return seen;
}

export const scriptFiles = (manifest: Manifest, keys: Iterable<string>): string[] =>
  [...new Set([...keys].map((key) => manifest[key]!.file))].filter((f) => f.endsWith('.js'));

const gzipBytes = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;

export interface LandingBytes {
  /** Inline scripts of the prerendered first screen (ADR 0015), gzip KB. */
  firstScreenKb: number;
  /** The first act's scripts, gzip KB, and their files. */
  firstActKb: number;
  firstActFiles: string[];
  /** What the landing loads when idle beyond the first act, gzip KB, and its files. */
  idleKb: number;
  idleFiles: string[];
}

const kb = (files: string[], dist: string) =>
  files.reduce((sum, file) => sum + gzipBytes(readFileSync(join(dist, file))), 0) / 1024;

export function landingBytes(dist: string, manifest: Manifest, productId: ProductId): LandingBytes {
  const html = readFileSync(join(dist, `index.${productId}.html`), 'utf8');
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
  const firstAct = scriptFiles(manifest, closure(manifest, firstActRoots(productId)));
  const idle = scriptFiles(manifest, closure(manifest, idleRoots)).filter(
    (file) => !firstAct.includes(file),
  );
  return {
    firstScreenKb: inline.reduce((sum, match) => sum + gzipBytes(match[1] ?? ''), 0) / 1024,
    firstActKb: kb(firstAct, dist),
    firstActFiles: firstAct,
    idleKb: kb(idle, dist),
    idleFiles: idle,
  };
}
