// Where the app sends its API calls, read once when the app loads (spec 1 and 7: the backend's
// base address is per environment; ADR 0034). The server writes its PUBLIC_API_BASE into every
// page it serves as <meta name="api-base">, so one build runs in every environment. Without
// the element (Vite's dev server, which proxies /api) or with a value the contract's rule
// refuses, the app uses /api on its own origin.
import { apiBaseMetaName, defaultApiBase, isApiBase } from '@finceptiv/contract/api/api-base';

/** The API base the page was served with, or /api (also without a page: Node, the prerender). */
export function servedApiBase(doc: Document | undefined): string {
  const meta = doc?.querySelector<HTMLMetaElement>(`meta[name="${apiBaseMetaName}"]`);
  const served = meta?.content;
  return served !== undefined && isApiBase(served) ? served : defaultApiBase;
}

/** This page's API base, read once when the app loads. */
export const apiBase: string = servedApiBase(
  typeof document === 'undefined' ? undefined : document,
);

/**
 * A path of the contract's route map (which names each with the API's own /api prefix) below
 * this page's base: '/api/vitals' -> '/loan-api/vitals' when the page was served with /loan-api.
 */
export function apiUrl(contractPath: string): string {
  return `${apiBase}${contractPath.slice(defaultApiBase.length)}`;
}
