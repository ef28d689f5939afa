// Sends the verification code when the screen opens (the API sends none while a live one
// exists) and on "resend" (always a new one), and keeps the resend cool-down ticking.
import type { CodeSentResponse } from '@finceptiv/contract/api/step-schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from '@/shared/api/client';
import { secondsUntilResend } from '../validation/cool-down';
import { stepFailure } from '../api/step-request';
import { clientPath } from '@/shared/api/client-path';
import { leadRoutes } from '@finceptiv/contract/api/lead-routes';

export type SendProblem = 'too-many' | 'failed' | undefined;

export function useCodeSender(leadId: string | undefined) {
  const [sent, setSent] = useState<{ at: number; expiresAt: string; sendsLeft: number }>();
  const [problem, setProblem] = useState<SendProblem>();
  const [now, setNow] = useState(() => Date.now());
  const started = useRef<string | undefined>(undefined);

  const send = useCallback(
    async (path: string) => {
      if (!leadId) return;
      try {
        const answer = await apiRequest<CodeSentResponse>(
          'POST',
          path,
          { id: leadId },
          { idempotencyKey: crypto.randomUUID() },
        );
        setSent({ at: Date.now(), expiresAt: answer.expiresAt, sendsLeft: answer.sendsLeft });
        setProblem(undefined);
      } catch (error) {
        setProblem(stepFailure(error).kind === 'too-many' ? 'too-many' : 'failed');
      }
    },
    [leadId],
  );

  useEffect(() => {
    // Once per lead, also under React's development double effects.
    if (!leadId || started.current === leadId) return;
    started.current = leadId;
    void send(clientPath(leadRoutes.startMobileVerification));
  }, [leadId, send]);

  const waitSeconds = secondsUntilResend(sent?.at, now);
  useEffect(() => {
    if (waitSeconds === 0) return;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [waitSeconds]);

  return {
    sent,
    problem,
    waitSeconds,
    resend: () => send(clientPath(leadRoutes.resendCode)),
    /** After a number change the server sent a new code: restart the cool-down. */
    markSent: () => {
      setSent((s) => (s ? { ...s, at: Date.now() } : s));
    },
  };
}
