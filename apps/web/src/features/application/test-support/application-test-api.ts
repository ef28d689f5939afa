// Test helpers, for this feature and the features using its slices: a store with the two
// application slices and a fetch double that answers like the lead API
// (apps/api/src/routes/lead-handlers.ts) and records every call. A lead create asks the bot
// check for an answer first: the double answers its challenge requests with real challenges,
// solved in the test's thread (bot-check's test support), and leaves them out of the calls.
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { vi } from 'vitest';
import {
  answerChallengeRequest,
  stubSolverWorker,
} from '@/features/bot-check/test-support/altcha-double';
import { applicationDataSlice } from '../public/application-data-slice';
import { leadApplicationSlice } from '../public/lead-application-slice';
import type { ApplicationSlices } from '../public/use-application-selector';

export function makeApplicationStore(preloaded?: Partial<ApplicationSlices>) {
  return configureStore({
    reducer: combineReducers({
      applicationData: applicationDataSlice.reducer,
      leadApplication: leadApplicationSlice.reducer,
    }),
    ...(preloaded ? { preloadedState: preloaded } : {}),
  });
}

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: Record<string, unknown> | undefined;
}

export type Answer = { status: number; body?: unknown } | Error;

/** Stubs fetch; each call takes the next answer (the last one repeats). */
export function stubFetch(...answers: Answer[]) {
  const calls: RecordedCall[] = [];
  stubSolverWorker();
  const fetchMock = vi.fn((url: string, init: RequestInit = {}) => {
    const challenge = answerChallengeRequest(url);
    if (challenge) return challenge;
    calls.push({
      url,
      method: init.method ?? 'GET',
      // Header names are case-insensitive: record them lower-cased, as a server sees them.
      headers: Object.fromEntries(new Headers(init.headers)),
      body:
        typeof init.body === 'string'
          ? (JSON.parse(init.body) as Record<string, unknown>)
          : undefined,
    });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
    if (answer === undefined || answer instanceof Error) {
      return Promise.reject(answer ?? new TypeError('Failed to fetch'));
    }
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return Promise.resolve(
      new Response(text, {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export const leadId = '6f1c2b1e-8d0a-4c55-9a51-3f0d2e7b9c10';

/** The state part every lead call answers with (no personal data). */
export function leadAnswer(progressState: number, extra: Record<string, unknown> = {}) {
  return {
    id: leadId,
    progressState,
    applicationResult: { status: 'in_progress' },
    customerConsents: [],
    routeChange: false,
    lastOperationTimestamp: '2026-11-21T10:00:00.000Z',
    ...extra,
  };
}
