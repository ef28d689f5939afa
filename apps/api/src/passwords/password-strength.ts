import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

// The minimum strength beside the contract's length rule (ASVS 6.2.4: not a common password):
// zxcvbn-ts with its common dictionaries and the applicant's own name and email as extra words.
// Score 3 = "safely unguessable" (under 10^10 guesses is refused). The check is synchronous,
// so only the first 64 characters are scored, which bounds it to a few tens of ms. Built on
// first use (about 0.2 s), not at start-up.

const minimumScore = 3;
let checker: ZxcvbnFactory | undefined;

export function isStrongEnough(password: string, personalWords: readonly string[]): boolean {
  checker ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: 64 });
  const words = personalWords.filter((w) => w.length > 0);
  return checker.check(password, words).score >= minimumScore;
}
