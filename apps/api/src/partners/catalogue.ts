import type { CatalogueFile, PartnerEntry } from './catalogue-schema.ts';
import { defaultCatalogueFile } from './default-catalogue.ts';

// The catalogue as the server runs it: the file's entries in order, each remote partner with
// the secret read from its environment variable at start (partners/load-catalogue.ts).

type LocalDecision = Extract<PartnerEntry['decision'], { kind: 'local' }>;
type RemoteDecision = Extract<PartnerEntry['decision'], { kind: 'remote' }>;

export type LocalPartner = PartnerEntry & { decision: LocalDecision };
export type RemotePartner = PartnerEntry & { decision: RemoteDecision; secret: string };
export type Partner = LocalPartner | RemotePartner;

export interface Catalogue {
  decisionBudgetMs: number;
  circuitBreaker: CatalogueFile['circuitBreaker'];
  partners: readonly Partner[];
}

export const isRemote = (partner: Partner): partner is RemotePartner =>
  partner.decision.kind === 'remote';

/** A catalogue whose every partner decides locally (no secrets involved). */
function localCatalogue(file: CatalogueFile): Catalogue {
  const partners = file.partners.map((entry) => {
    if (entry.decision.kind !== 'local') throw new Error(`${entry.id}: not a local partner`);
    return entry as LocalPartner;
  });
  return { ...file, partners };
}

export const defaultCatalogue: Catalogue = localCatalogue(defaultCatalogueFile);

export function partnerById(catalogue: Catalogue, id: string | null): Partner | undefined {
  return catalogue.partners.find((partner) => partner.id === id);
}

/**
 * The origins of the landing pages partners receive applicants on by a form POST: the app's
 * CSP admits them in form-action, and a partner's answer may only name a page on its own.
 */
export function postLandingOrigins(catalogue: Catalogue): string[] {
  const origins = catalogue.partners.flatMap(({ end }) =>
    end.kind === 'redirect' && end.method === 'POST' && end.url ? [new URL(end.url).origin] : [],
  );
  return [...new Set(origins)];
}
