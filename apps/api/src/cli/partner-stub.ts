// `npm run partner-stub [-- config.json]` (or PARTNER_STUB_FILE=config.json): remote partner
// lenders played on this machine for development, answering the API's decision requests as
// the file says (docs/examples/partner-stub.json). Each partner's shared secret is read from the
// environment variable the file names, never from the file, so the file can be committed.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { startPartnerStub, type StubPartner } from '../partners/stub/partner-stub.ts';
import { stubBehaviours } from '../partners/stub/stub-answers.ts';

// Strict, so a `secret` written into the file is refused rather than silently used or ignored.
const fileSchema = z.strictObject({
  port: z.number().int().min(0).max(65_535).default(0),
  host: z.string().optional(),
  callbackBase: z.url({ protocol: /^https?$/ }).optional(),
  partners: z.record(
    z.string().min(1),
    z.strictObject({
      secretEnv: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/),
      behaviour: z.enum(stubBehaviours),
      monthlyRate: z.number().optional(),
      delayMs: z.number().optional(),
      declineReason: z.string().optional(),
      callback: z
        .strictObject({ delayMs: z.number(), decision: z.enum(['accepted', 'declined']) })
        .optional(),
      redirectUrl: z.string().optional(),
    }),
  ),
});

function readConfig(path: string): z.infer<typeof fileSchema> {
  const parsed = fileSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  throw new Error(`${path}: ${issues.join('; ')}`);
}

async function main(): Promise<void> {
  const path = process.argv[2] ?? process.env.PARTNER_STUB_FILE;
  if (path === undefined || path === '')
    throw new Error('usage: npm run partner-stub -- <config.json> (or set PARTNER_STUB_FILE)');
  const config = readConfig(path);
  const partners: Record<string, StubPartner> = {};
  for (const [id, { secretEnv, ...rest }] of Object.entries(config.partners)) {
    const secret = process.env[secretEnv];
    if (secret === undefined || secret === '')
      throw new Error(`partner ${id}: environment variable ${secretEnv} (its secret) is not set`);
    partners[id] = { ...rest, secret };
  }
  const stub = await startPartnerStub({
    port: config.port,
    host: config.host,
    callbackBase: config.callbackBase,
    partners,
    log: (line) => process.stdout.write(`${new Date().toISOString()} ${line}\n`),
  });
  process.stdout.write(`partner stub listening on ${stub.url}\n`);
  for (const [id, partner] of Object.entries(partners))
    process.stdout.write(`  ${id} (${partner.behaviour}): ${stub.decisionUrl(id)}\n`);
  if (config.callbackBase === undefined)
    process.stdout.write('  no callbackBase: a pending answer will never be called back\n');
  const stop = () => {
    void stub.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
