// `npm run operator -- add <email>` (password typed at the prompt, or one line on stdin),
// `npm run operator -- remove <email>`, `npm run operator -- list`: the operator accounts of the
// lender's team (issue 25, ADR 0041). Only someone with the server's shell and database makes one.
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { emailSchema } from '@finceptiv/contract/validation/text-rules';
import { addOperator, listOperators, removeOperator } from '../operators/operator-accounts.ts';
import { passwordProblem } from '../operators/operator-password.ts';
import { openCommandDatabase, runCommand } from './command-database.ts';

const usage = 'usage: npm run operator -- add <email> | remove <email> | list';

/** The password from a prompt that does not echo it, or the first line piped in. */
async function readPassword(): Promise<string> {
  const tty = process.stdin.isTTY;
  // What the operator types goes to a stream that drops it: nothing is echoed.
  const silent = new Writable({
    write: (_chunk, _encoding, done) => {
      done();
    },
  });
  const lines = createInterface({ input: process.stdin, output: silent, terminal: tty });
  if (tty) process.stderr.write('Password (not shown): ');
  const line = await new Promise<string>((resolve) => {
    lines.once('line', resolve);
    lines.once('close', () => {
      resolve('');
    });
  });
  lines.close();
  if (tty) process.stderr.write('\n');
  return line;
}

runCommand(async () => {
  const [action, email = ''] = process.argv.slice(2);
  if (action === undefined || !['add', 'remove', 'list'].includes(action)) throw new Error(usage);
  if (action !== 'list' && !emailSchema.safeParse(email.trim().toLowerCase()).success)
    throw new Error(usage);
  // Read and judged before the database opens: a refused password costs no start-up.
  const password = action === 'add' ? await readPassword() : '';
  const problem = action === 'add' ? passwordProblem(password, email) : undefined;
  if (problem) throw new Error(problem);
  const { db, close } = await openCommandDatabase();
  try {
    if (action === 'add') {
      process.stdout.write(`${await addOperator(db, email, password)} ${email}\n`);
    } else if (action === 'remove') {
      const removed = await removeOperator(db, email);
      process.stdout.write(`${removed ? 'removed' : 'no operator'} ${email}\n`);
    } else {
      for (const operator of await listOperators(db)) process.stdout.write(`${operator}\n`);
    }
  } finally {
    await close();
  }
});
