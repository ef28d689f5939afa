import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env.ts';
import { catalogueJsonSchema, publishedSchemaPath } from './catalogue-json-schema.ts';
import { catalogueSchema } from './catalogue-schema.ts';
import { defaultCatalogue } from './catalogue.ts';
import { defaultCatalogueFile } from './default-catalogue.ts';
import { readPartnersEnv } from './load-catalogue.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const example = path.join(repoRoot, 'docs/examples/partners.json');
const secrets = {
  PARTNER_ALPHA_SECRET: 'a'.repeat(32),
  PARTNER_BETA_SECRET: 'b'.repeat(40),
};

function fileWith(content: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'catalogue-')), 'partners.json');
  writeFileSync(file, content);
  return file;
}

const exampleJson = () => JSON.parse(readFileSync(example, 'utf8')) as { partners: object[] };

describe('the partner catalogue file', () => {
  it('the shipped default is a valid file of local partners, as it was compiled in before', () => {
    expect(catalogueSchema.parse(defaultCatalogueFile)).toEqual(defaultCatalogueFile);
    expect(defaultCatalogue.partners.map((p) => p.id)).toHaveLength(15);
    expect(readPartnersEnv({}).catalogue).toBe(defaultCatalogue);
  });

  it('loads the example of docs/partners.md with the secrets from the environment', () => {
    const { catalogue, problems } = readPartnersEnv({ PARTNERS_FILE: example, ...secrets });
    expect(problems).toEqual([]);
    expect(catalogue.partners.map((p) => [p.id, 'secret' in p ? p.secret : null])).toEqual([
      ['alpha', secrets.PARTNER_ALPHA_SECRET],
      ['beta', secrets.PARTNER_BETA_SECRET],
    ]);
  });

  it('names the entry and the field of every problem, and the server refuses to start', () => {
    const file = exampleJson();
    const [alpha, beta] = file.partners as { id: string; steps: number[]; decision: object }[];
    alpha!.decision = { ...alpha!.decision, timeoutMs: 5, decisionUrl: 'http://lender.example/x' };
    beta!.id = 'alpha';
    beta!.steps = [6];
    const bad = fileWith(JSON.stringify(file));
    const { problems } = readPartnersEnv({ PARTNERS_FILE: bad, ...secrets });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^PARTNERS_FILE partners\[0\] \(alpha\)\.decision\.decisionUrl: must be https/,
        ),
        expect.stringMatching(/^PARTNERS_FILE partners\[0\] \(alpha\)\.decision\.timeoutMs: /),
        'PARTNERS_FILE partners[1] (alpha).steps.0: not a post-offer state',
        'PARTNERS_FILE partners[1] (alpha).id: id used twice',
      ]),
    );
    expect(() => loadEnv({ NODE_ENV: 'test', PARTNERS_FILE: bad, ...secrets })).toThrow(
      /PARTNERS_FILE partners\[1\] \(alpha\)\.id: id used twice/,
    );
  });

  it('refuses a missing or short secret, naming its variable, and never reads one from the file', () => {
    const { problems } = readPartnersEnv({
      PARTNERS_FILE: example,
      PARTNER_ALPHA_SECRET: 'short',
    });
    expect(problems).toEqual([
      'PARTNERS_FILE partners[0] (alpha).decision.secretEnv: PARTNER_ALPHA_SECRET must hold the shared secret, at least 32 characters',
      'PARTNERS_FILE partners[1] (beta).decision.secretEnv: PARTNER_BETA_SECRET must hold the shared secret, at least 32 characters',
    ]);
    const file = exampleJson();
    (file.partners[0] as { decision: object }).decision = {
      ...(file.partners[0] as { decision: object }).decision,
      secret: 'in-the-file',
    };
    const withSecret = readPartnersEnv({
      PARTNERS_FILE: fileWith(JSON.stringify(file)),
      ...secrets,
    });
    expect(withSecret.problems.join('\n')).toMatch(
      /partners\[0\] \(alpha\)\.decision: Unrecognized key: "secret"/,
    );
  });

  it("takes an editor's $schema pointer, and no other unknown key", () => {
    const file = { $schema: '../partners.schema.json', ...exampleJson() };
    const loaded = readPartnersEnv({ PARTNERS_FILE: fileWith(JSON.stringify(file)), ...secrets });
    expect(loaded.problems).toEqual([]);
    const other = readPartnersEnv({
      PARTNERS_FILE: fileWith(JSON.stringify({ ...file, comment: 'x' })),
      ...secrets,
    });
    expect(other.problems).toEqual(['PARTNERS_FILE : Unrecognized key: "comment"']);
  });

  it('a file that is not there or not JSON is named as such', () => {
    expect(readPartnersEnv({ PARTNERS_FILE: '/nonexistent/partners.json' }).problems).toEqual([
      'PARTNERS_FILE /nonexistent/partners.json: cannot be read',
    ]);
    const notJson = fileWith('{ "partners": [');
    expect(readPartnersEnv({ PARTNERS_FILE: notJson }).problems).toEqual([
      `PARTNERS_FILE ${notJson}: not JSON`,
    ]);
  });

  it('docs/partners.schema.json is the schema the server validates with (npm run partners:schema)', async () => {
    expect(readFileSync(publishedSchemaPath, 'utf8')).toBe(await catalogueJsonSchema());
  });
});
