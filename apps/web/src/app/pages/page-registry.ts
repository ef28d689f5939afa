import { dynamicFormNamespaces } from '@/features/dynamic-form/public/dynamic-form-namespaces';
import { legacyFlowNamespaces } from '@/features/legacy-flow/public/legacy-flow-namespaces';
import type { PageKey, PageLoader } from './page-types';

// Spec 2: the application page per country and product, loaded on demand. The v3 brands get
// the dynamic form (initial-details at the index, each later form at /form/<path>); the legacy
// brands get the legacy flow (the loan chooser at the index, then one fixed step per state).
const flowPages = {
  'legacy-flow': () => import('@/features/legacy-flow/public/legacy-flow-page'),
  'dynamic-form': () => import('@/features/dynamic-form/public/dynamic-form-page'),
} satisfies Record<string, PageLoader>;

export type ApplicationFlow = keyof typeof flowPages;

/** The translation namespaces each flow's page reads as it draws. */
export const flowNamespaces: Record<ApplicationFlow, readonly string[]> = {
  'legacy-flow': legacyFlowNamespaces,
  'dynamic-form': dynamicFormNamespaces,
};

/**
 * The flow each page runs. Its page module is src/features/<flow>/public/<flow>-page.tsx, which
 * is how the build's prerender finds the style sheets a brand's first screen needs.
 */
export const pageFlows: Partial<Record<PageKey, ApplicationFlow>> = {
  'ES:default': 'dynamic-form',
  'ES:fiesta': 'dynamic-form',
  'DE:askrobin': 'dynamic-form',
  'MX:ibancar': 'legacy-flow',
  'CO:prestamotor': 'legacy-flow',
  'PL:ratapro': 'dynamic-form',
  'RO:fidea': 'legacy-flow',
  'VN:lienketvay': 'legacy-flow',
  'PH:finipay': 'dynamic-form',
};

export const pageRegistry: Partial<Record<PageKey, PageLoader>> = Object.fromEntries(
  Object.entries(pageFlows).map(([key, flow]) => [key, flowPages[flow]]),
);
