// /instantor, /wenance-tink (bank account) and /moneyman-paylands (card): the provider's widget
// in a sandboxed frame (scripts only: no access to our cookies, storage or page). The screen
// opens a verification session first and frames the provider with its reference; when the
// provider reports, its signed result is posted and the API alone decides whether it counts.
// A partner may instead call the API back from its server: the screen watches the lead's state
// for that (partner-callback-watch.ts).
import {
  verificationSessionResponseSchema,
  type VerificationSession,
} from '@finceptiv/contract/api/verification-session';
import { postOfferStepFor } from '@finceptiv/contract/post-offer-steps';
import { useEffect, useRef, useState } from 'react';
import { apiRequest } from '@/shared/api/client';
import { Spinner } from '@/shared/ui/spinner';
import { ScreenFrame } from '../ui/screen-frame';
import '../ui/post-offer.css';
import { endpointFor } from '../definitions/screens';
import { MissingLead } from '../ui/missing-lead';
import { usePartnerCallbackWatch } from '../ui/partner-callback-watch';
import { usePostOfferText } from '../ui/use-post-offer-text';
import { useScreen } from '../ui/use-screen';
import { useLeadId, useStepSubmit } from '../ui/use-step-submit';
import { readWidgetMessage, widgetUrl } from '../ui/widget-url';
import { clientPath } from '@/shared/api/client-path';
import { offerStepRoutes } from '@finceptiv/contract/api/offer-step-routes';

type Status = 'waiting' | 'failed' | 'sending';

function useVerificationSession(leadId: string | undefined) {
  const [session, setSession] = useState<VerificationSession | 'failed'>();
  useEffect(() => {
    if (!leadId) return;
    const controller = new AbortController();
    apiRequest<unknown>(
      'POST',
      clientPath(offerStepRoutes.verificationSession),
      { id: leadId },
      { signal: controller.signal },
    ).then(
      (answer) => {
        setSession(verificationSessionResponseSchema.parse(answer));
      },
      () => {
        if (!controller.signal.aborted) setSession('failed');
      },
    );
    return () => {
      controller.abort();
    };
  }, [leadId]);
  return session;
}

export default function WidgetScreen() {
  const screen = useScreen('widget');
  const text = usePostOfferText();
  const leadId = useLeadId();
  const frame = useRef<HTMLIFrameElement>(null);
  const { submit, busy } = useStepSubmit();
  const [status, setStatus] = useState<Status>('waiting');
  const session = useVerificationSession(leadId);
  const provider = screen ? postOfferStepFor(screen.state)?.verification : undefined;
  const endpoint = screen ? endpointFor(screen) : undefined;
  usePartnerCallbackWatch({ state: provider ? screen?.state : undefined, leadId, paused: busy });

  useEffect(() => {
    if (!provider || !endpoint || !leadId) return;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      const message = readWidgetMessage(event.data, provider);
      if (!message) return;
      if (message.outcome === 'failed' || message.result === undefined) {
        setStatus('failed');
        return;
      }
      setStatus('sending');
      void submit('POST', endpoint, { id: leadId, verification: message.result }).then((result) => {
        if (!result.ok) setStatus('failed');
      });
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
    };
  }, [provider, endpoint, leadId, submit]);

  if (!screen || !provider) return null;
  const shown = session === 'failed' ? 'failed' : status;
  return (
    <ScreenFrame title={text.title(screen.textKey)} lead={text.lead(screen.textKey)}>
      {!leadId ? (
        <MissingLead />
      ) : session === undefined ? (
        <Spinner />
      ) : (
        <div className="post-offer__widget">
          {session === 'failed' ? null : (
            <iframe
              ref={frame}
              src={widgetUrl(provider, session.reference)}
              title={text.t(`widget>${provider}`)}
              sandbox="allow-scripts allow-forms"
              referrerPolicy="no-referrer"
              className="post-offer__frame"
            />
          )}
          <p role="status" aria-busy={busy}>
            {text.t(`widget>${shown}`)}
          </p>
        </div>
      )}
    </ScreenFrame>
  );
}
