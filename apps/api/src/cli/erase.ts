// `npm run erase -- <lead id>`: removes one applicant's lead, documents, text messages, codes,
// password and idempotency records (GDPR art. 17). Prints what each table lost, as JSON.
import { isUuid } from '../leads/lead-repository.ts';
import { eraseLead } from '../retention/erase-lead.ts';
import { openCommandDatabase, runCommand } from './command-database.ts';

runCommand(async () => {
  const leadId = process.argv[2] ?? '';
  if (!isUuid(leadId)) throw new Error('usage: npm run erase -- <lead id (uuid)>');
  const { db, close } = await openCommandDatabase();
  try {
    const counts = await db.transaction().execute((trx) => eraseLead(trx, leadId));
    if (counts.leads === 0) process.stderr.write(`no lead ${leadId}; other records erased\n`);
    process.stdout.write(`${JSON.stringify(counts)}\n`);
  } finally {
    await close();
  }
});
