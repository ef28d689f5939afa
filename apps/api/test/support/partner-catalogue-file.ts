import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ProgressState } from '@finceptiv/contract/progress-states';
import type { Catalogue } from '../../src/partners/catalogue.ts';
import { readPartnersEnv } from '../../src/partners/load-catalogue.ts';
import type { PartnerStub } from '../../src/partners/stub/partner-stub.ts';

const S = ProgressState;

/** A shared secret per stub partner, long enough for the loader. */
export const stubSecret = (id: string) => `stub-partner-secret-${id}-0123456789abcdef`;
const secretEnv = (id: string) => `PARTNER_${id.toUpperCase().replace(/-/g, '_')}_SECRET`;

/** A remote partner on the stub, serving Spain (the fiesta walks), as a lender would write it. */
export function remoteEntry(
  stub: PartnerStub,
  id: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    id,
    name: `Partner ${id}`,
    serves: { countries: ['ES'] },
    steps: [S.WenanceTink, S.WenanceAccount],
    end: { kind: 'thank-you' },
    decision: {
      kind: 'remote',
      decisionUrl: stub.decisionUrl(id),
      timeoutMs: 1000,
      secretEnv: secretEnv(id),
      fields: ['personalDetails.dateOfBirth', 'incomeDetails.monthlyIncome'],
    },
    ...overrides,
  };
}

/** Writes the catalogue to a file and loads it as the server does from PARTNERS_FILE. */
export function loadCatalogue(file: object, ids: readonly string[]): Catalogue {
  const dir = mkdtempSync(path.join(tmpdir(), 'partners-'));
  const filePath = path.join(dir, 'partners.json');
  writeFileSync(filePath, JSON.stringify(file));
  const secrets = Object.fromEntries(ids.map((id) => [secretEnv(id), stubSecret(id)]));
  const { catalogue, problems } = readPartnersEnv({ PARTNERS_FILE: filePath, ...secrets });
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return catalogue;
}
