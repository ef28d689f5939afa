import type { LeadData } from '@finceptiv/contract/entities/lead-data';

// The lead fields the decision is taken on: the engine (engine.ts) and the offer figures
// (offer.ts) receive only these, picked by this mask, so the type stops them reading anything
// else and this list cannot fall behind them. From Checking (6) on they are frozen: a later call
// may fill one that was still empty (the CNP step's personal code) but never change one.
// The personal code is not a rule input; it names the person the decision was made for.
const mask = {
  amount: true,
  period: true,
  periodScale: true,
  personalDetails: { dateOfBirth: true, personalCode: true },
  incomeDetails: { monthlyIncome: true, incomeSource: true },
} as const;

type Mask = { readonly [key: string]: true | Mask };
type Masked<T, M> = {
  [K in keyof M & keyof T]?: M[K] extends true ? T[K] : Masked<NonNullable<T[K]>, M[K]>;
};

export type DecisionInputs = Masked<LeadData, typeof mask>;

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null;

function pick(data: Plain, m: Mask): Plain {
  const out: Plain = {};
  for (const [key, sub] of Object.entries(m)) {
    const value = data[key];
    if (value === undefined) continue;
    if (sub === true) out[key] = value;
    else if (isPlain(value)) out[key] = pick(value, sub);
  }
  return out;
}

export function decisionInputs(data: LeadData): DecisionInputs {
  return pick(data, mask);
}

function paths(m: Mask, prefix = ''): string[] {
  return Object.entries(m).flatMap(([key, sub]) =>
    sub === true ? [prefix + key] : paths(sub, `${prefix}${key}.`),
  );
}

/** 'amount', 'personalDetails.dateOfBirth', ...: field names of the 422s below. */
const decisionInputPaths: readonly string[] = paths(mask);

function at(data: Plain, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (isPlain(node) ? node[key] : undefined), data);
}

/** The decision inputs a change would alter (an empty one may be filled). */
export function changedDecisionInputs(before: LeadData, after: LeadData): string[] {
  return decisionInputPaths.filter((path) => {
    const was = at(before, path);
    return was !== undefined && at(after, path) !== was;
  });
}
