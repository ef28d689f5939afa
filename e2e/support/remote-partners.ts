import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProductId } from '@finceptiv/contract/product-ids';
import {
  startPartnerStub,
  type PartnerStub,
  type StubPartner,
} from '../../apps/api/src/partners/stub/partner-stub.ts';

// Remote partner lenders (docs/partners.md, ADR 0061) as a journey meets them: the API's own
// stub partner server, listening on loopback as a real lender would, and the catalogue file a
// lender would write for it (PARTNERS_FILE), with each partner's shared secret in the variable
// the catalogue names. The server the journey starts gets `env` and asks the stub over HTTP.

/** A shared secret per partner, long enough for the loader (32 characters at least). */
const secretOf = (id: string) => `e2e-partner-secret-${id}-0123456789abcdef`;
const secretEnvOf = (id: string) => `PARTNER_${id.toUpperCase().replace(/-/g, '_')}_SECRET`;

export interface RemotePartners {
  stub: PartnerStub;
  /** For the API server: PARTNERS_FILE and each partner's secret variable. */
  env: Record<string, string>;
  /** The name the catalogue gives a partner, as the applicant and the operator read it. */
  nameOf(id: string): string;
  close(): Promise<void>;
}

/**
 * Starts the stub with `partners` (behaviour, rate: stub-answers.ts) and writes a catalogue in
 * the run's temporary folder naming each of them as a remote partner serving `brands`.
 * `apiOrigin` is where the API will listen (the stub's callbacks go there).
 */
export async function startRemotePartners(options: {
  apiOrigin: string;
  brands: ProductId[];
  partners: Record<string, Omit<StubPartner, 'secret'>>;
}): Promise<RemotePartners> {
  const ids = Object.keys(options.partners);
  const stub = await startPartnerStub({
    partners: Object.fromEntries(
      Object.entries(options.partners).map(([id, partner]) => [
        id,
        { secret: secretOf(id), ...partner },
      ]),
    ),
    callbackBase: options.apiOrigin,
  });
  const nameOf = (id: string) => `Partner ${id}`;
  const catalogue = {
    decisionBudgetMs: 5000,
    partners: ids.map((id) => ({
      id,
      name: nameOf(id),
      serves: { brands: options.brands },
      steps: [],
      end: { kind: 'thank-you' },
      decision: {
        kind: 'remote',
        decisionUrl: stub.decisionUrl(id),
        timeoutMs: 2000,
        secretEnv: secretEnvOf(id),
        fields: ['personalDetails.dateOfBirth', 'incomeDetails.monthlyIncome'],
      },
    })),
  };
  // The run's own temporary folder (global-setup.ts sets TMPDIR), removed after the run.
  const file = join(mkdtempSync(join(tmpdir(), 'partners-')), 'partners.json');
  writeFileSync(file, JSON.stringify(catalogue, null, 2));
  return {
    stub,
    env: {
      PARTNERS_FILE: file,
      ...Object.fromEntries(ids.map((id) => [secretEnvOf(id), secretOf(id)])),
    },
    nameOf,
    close: () => stub.close(),
  };
}
