// Issue 19 item 2: the bytes a brand's landing needs, counted from the build itself (the Vite
// manifest's module graph and the prerendered HTML), so the figure is the same on a quiet or a
// busy machine. Counting what a browser happens to fetch before the network goes quiet mixed
// in idle-time work (tracking, toasts) whenever a busy host delayed the take-over.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ProductId } from '@finceptiv/contract/product-ids';
import { products } from '@finceptiv/contract/products';
import {
  closure,
  firstActScripts,
  pressCheckRoots,
  scriptFiles,
  type Manifest,
} from '../../apps/web/scripts/first-act.mjs';

export type { Manifest };

export const readManifest = (dist: string): Manifest =>
  JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

/**
 * What the landing loads ahead of need once it is idle: the tracking runtime, the field-data
 * reporter and the toast container (with react-toastify) after the take-over, and what the
 * flow's first press checks (a v3 form's rules, a legacy create's bot check), which the landing
 * fetches ahead of the press (first-act.mjs). Budgeted on its own.
 */
const idleRoots = (flow: 'v3' | 'legacy') => [
  'src/features/tracking/start/tracking-runtime.ts',
  // Field data (ADR 0029): web-vitals and the reporter, once the live screen is idle.
  'src/features/vitals/report/vitals-reporter.ts',
  'src/shared/ui/toasts/toast-container.tsx',
  '../../node_modules/react-toastify/dist/unstyled.mjs',
  ...pressCheckRoots(flow),
];

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
  const { flow } = products[productId];
  const firstAct = firstActScripts(manifest, productId, flow);
  const idle = scriptFiles(manifest, closure(manifest, idleRoots(flow))).filter(
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
