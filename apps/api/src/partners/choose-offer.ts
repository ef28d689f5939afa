import type { DecisionCandidate } from '../leads/lead-model.ts';
import type { StoredAnswer } from './partner-answers.ts';

export interface Chosen {
  candidate: DecisionCandidate;
  offer: Record<string, unknown>;
  redirectUrl: string | null;
}

/** What the loan costs the applicant beyond what they borrow: the comparison between offers. */
function costOf(offer: Record<string, unknown>): number {
  const { totalRepayable, amount } = offer;
  return typeof totalRepayable === 'number' && typeof amount === 'number'
    ? totalRepayable - amount
    : Number.POSITIVE_INFINITY;
}

/**
 * The best accepted offer: the lowest cost to the applicant (total repayable less the amount),
 * equal costs going to the partner earlier in the catalogue. Undefined when none accepted.
 */
export function chooseOffer(
  candidates: readonly DecisionCandidate[],
  answers: readonly StoredAnswer[],
): Chosen | undefined {
  const byId = new Map(candidates.map((candidate) => [candidate.id, candidate]));
  const offers = answers.flatMap((answer) => {
    const candidate = byId.get(answer.partnerId);
    return answer.status === 'accepted' && answer.offer !== null && candidate !== undefined
      ? [{ candidate, offer: answer.offer, redirectUrl: answer.redirectUrl }]
      : [];
  });
  offers.sort((a, b) => costOf(a.offer) - costOf(b.offer) || a.candidate.order - b.candidate.order);
  return offers[0];
}
