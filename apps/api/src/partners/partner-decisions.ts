import { products } from '@finceptiv/contract/products';
import type { Db } from '../db/open-database.ts';
import { decisionInputs } from '../decision/decision-inputs.ts';
import { route } from '../decision/engine.ts';
import { offerFor } from '../decision/offer.ts';
import { acceptedBy, awaitPartners, holdDecision, rejectedFor } from '../leads/lead-lifecycle.ts';
import type { DecisionCandidate } from '../leads/lead-model.ts';
import type { Executor, Lead } from '../leads/lead-repository.ts';
import type { Catalogue, Partner, RemotePartner } from './catalogue.ts';
import { inTransaction } from '../db/in-transaction.ts';
import { concludeDecision } from './conclude-decision.ts';
import { openBreakers, recordFailure, recordSuccess } from './circuit-breaker.ts';
import { decisionRequest } from './decision-request.ts';
import { askPartner, type ClientResult } from './partner-client.ts';
import {
  claimAnswers,
  markPending,
  recordSettled,
  settleAnswer,
  type Settlement,
} from './partner-answers.ts';

// The decision at Checking with the catalogue's partners (ADR 0061). In the transaction that
// submits the lead: the routing, the local partner's answer, the remote partners' claims, and the
// lead in Checking. After it commits, this instance asks the claimed partners all at once; each
// answer is settled as it comes, and the lead is decided (once, under its row lock) when every
// answer is in or the budget is spent. Any instance decides a lead whose budget has passed when
// it next reads it, so an instance that stops mid-way leaves no applicant waiting.

export interface PartnerDecisions {
  /** Routes and claims in the caller's transaction; `afterCommit` starts the asking. */
  submit(
    trx: Executor,
    lead: Lead,
    now: Date,
  ): Promise<{ lead: Lead; afterCommit?: () => Promise<void> }>;
  /** Settles an answer that came back (a request's, or a callback's) and concludes if due. */
  settle(
    db: Executor,
    leadId: string,
    partner: RemotePartner,
    settlement: Settlement,
    now: Date,
  ): Promise<boolean>;
  /**
   * Resolves when the asking started here is over (tests, a graceful stop). With `stopping`,
   * a lead waiting only for a callback is not waited for: the next reader past its deadline
   * decides it (conclude-decision.ts), so a stop never takes the whole budget.
   */
  settled(stopping?: boolean): Promise<void>;
}

interface Options {
  db: Db;
  catalogue: Catalogue;
  now: () => Date;
  delayMs: number;
  /** Failures while asking are logged without the applicant's data. */
  logError: (message: string, error: unknown) => void;
}

const candidateOf = (partner: Partner, order: number): DecisionCandidate => ({
  id: partner.id,
  name: partner.name,
  order,
  steps: [...partner.steps],
  end: partner.end,
});

/** A request's outcome as the answer row keeps it; 'pending' is not a settlement yet. */
function settlementOf(result: ClientResult): Settlement | 'pending' {
  if (result.kind === 'timedOut') return { outcome: 'timedOut', latencyMs: null };
  if (result.kind === 'failed')
    return { outcome: 'errors', latencyMs: result.latencyMs, reason: result.reason };
  const { answer, latencyMs } = result;
  if (answer.status === 'pending') return 'pending';
  if (answer.status === 'declined')
    return { outcome: 'declined', latencyMs, ...(answer.reason ? { reason: answer.reason } : {}) };
  return {
    outcome: 'accepted',
    latencyMs,
    offer: answer.offer,
    ...(answer.redirectUrl ? { redirectUrl: answer.redirectUrl } : {}),
  };
}

export function createPartnerDecisions(options: Options): PartnerDecisions {
  const { db, catalogue, delayMs } = options;
  const inFlight = new Set<Promise<void>>();
  const stop = new AbortController();
  const order = new Map(catalogue.partners.map((partner, index) => [partner.id, index]));
  const candidate = (partner: Partner) => candidateOf(partner, order.get(partner.id) ?? 0);

  async function settle(
    on: Executor,
    leadId: string,
    partner: RemotePartner,
    settlement: Settlement,
    now: Date,
  ): Promise<boolean> {
    return inTransaction(on, async (trx) => {
      const settledNow = await settleAnswer(trx, leadId, partner.id, settlement, now);
      if (!settledNow) return false;
      if (settlement.outcome === 'timedOut' || settlement.outcome === 'errors')
        await recordFailure(trx, partner.id, catalogue.circuitBreaker, now);
      else await recordSuccess(trx, partner.id);
      await concludeDecision(trx, leadId, now);
      return true;
    });
  }

  async function askOne(
    leadId: string,
    partner: RemotePartner,
    request: Parameters<typeof askPartner>[1],
    deadline: number,
  ) {
    const timeoutMs = Math.min(partner.decision.timeoutMs, deadline - Date.now());
    const result = await askPartner(partner, request, timeoutMs, options.now());
    const settlement = settlementOf(result);
    if (settlement === 'pending') await markPending(db, leadId, partner.id);
    else await settle(db, leadId, partner, settlement, options.now());
  }

  async function askAll(leadId: string, asks: Ask[], deadline: number): Promise<void> {
    await Promise.all(asks.map((ask) => askOne(leadId, ask.partner, ask.request, deadline)));
    if (await concludeDecision(db, leadId, options.now())) return;
    // A partner said it will call back: the lead is decided by its callback or at the deadline.
    await waitUntil(deadline, stop.signal);
    await concludeDecision(db, leadId, options.now());
  }

  function start(leadId: string, asks: Ask[], deadline: number): void {
    const run = askAll(leadId, asks, deadline).catch((error: unknown) => {
      options.logError('asking partners failed', error);
    });
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run));
  }

  async function submit(trx: Executor, lead: Lead, now: Date) {
    const country = products[lead.state.brand].country;
    const inputs = decisionInputs(lead.data);
    const routing = route(catalogue, {
      product: lead.product,
      brand: lead.state.brand,
      country,
      data: inputs,
      today: now,
    });
    if (routing.kind === 'rejected')
      return { lead: holdDecision(lead, now, delayMs, rejectedFor(routing.reason)) };
    const { local, remote } = routing;
    const localOffer = local === undefined ? undefined : offerFor(local, inputs);
    if (local !== undefined && localOffer !== undefined)
      await recordSettled(
        trx,
        lead.id,
        local.id,
        { outcome: 'accepted', latencyMs: null, offer: localOffer },
        now,
      );
    const open = await openBreakers(
      trx,
      remote.map((partner) => partner.id),
      now,
    );
    for (const partner of remote.filter((p) => open.has(p.id)))
      await recordSettled(trx, lead.id, partner.id, { outcome: 'skipped', latencyMs: null }, now);
    const askable = remote.filter((partner) => !open.has(partner.id));
    const claimed = await claimAnswers(
      trx,
      lead.id,
      askable.map((partner) => partner.id),
      now,
    );
    const candidates = [...(local ? [local] : []), ...remote].map(candidate);
    const deadline = now.getTime() + catalogue.decisionBudgetMs;
    const asking = { deadline: new Date(deadline).toISOString(), candidates };
    if (claimed.size === 0) {
      // Nobody to wait for (none remote, or every one skipped): the local answer decides.
      const pending =
        local && localOffer
          ? acceptedBy(candidate(local), localOffer)
          : rejectedFor('no_partner_accepted');
      return { lead: holdDecision(lead, now, delayMs, pending) };
    }
    const asks: Ask[] = askable.flatMap((partner) => {
      const applicationId = claimed.get(partner.id);
      return applicationId === undefined
        ? []
        : [{ partner, request: decisionRequest(partner, lead, country, applicationId) }];
    });
    const realDeadline = Date.now() + catalogue.decisionBudgetMs;
    return {
      lead: awaitPartners(lead, now, delayMs, asking),
      afterCommit: () => {
        start(lead.id, asks, realDeadline);
        return Promise.resolve();
      },
    };
  }

  return {
    submit,
    settle,
    settled: async (stopping = false) => {
      if (stopping) stop.abort();
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}

/** Resolves at `deadline` (epoch ms), or at once when `signal` aborts. */
function waitUntil(deadline: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve();
      return;
    }
    const timer = setTimeout(done, Math.max(0, deadline - Date.now()));
    timer.unref();
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

interface Ask {
  partner: RemotePartner;
  request: Parameters<typeof askPartner>[1];
}
