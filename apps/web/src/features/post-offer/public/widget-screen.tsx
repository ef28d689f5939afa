// /instantor, /wenance-tink (bank account) and /moneyman-paylands (card): the provider's widget
// in a sandboxed frame (scripts only: no access to our cookies, storage or page). When it
// reports a verified account or card, the step is posted and the answer's state moves on.
import { useEffect, useRef, useState } from 'react';
import { ScreenFrame } from '../ui/screen-frame';
import '../ui/post-offer.css';
import { MissingLead } from '../ui/missing-lead';
import { usePostOfferText } from '../ui/use-post-offer-text';
import { useScreen } from '../ui/use-screen';
import { useLeadId, useStepSubmit } from '../ui/use-step-submit';
import { readWidgetMessage, widgetUrl } from '../ui/widget-url';

export function WidgetScreen() {
  const screen = useScreen('widget');
  const text = usePostOfferText();
  const leadId = useLeadId();
  const frame = useRef<HTMLIFrameElement>(null);
  const { submit, busy } = useStepSubmit();
  const [status, setStatus] = useState<'waiting' | 'failed' | 'sending'>('waiting');
  const provider = screen?.provider;
  const endpoint = screen?.endpoint;

  useEffect(() => {
    if (!provider || !endpoint || !leadId) return;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      const message = readWidgetMessage(event.data, provider);
      if (!message) return;
      if (message.outcome === 'failed') {
        setStatus('failed');
        return;
      }
      setStatus('sending');
      void submit('POST', endpoint, { id: leadId, answers: { verification: provider } }).then(
        (result) => {
          if (!result.ok) setStatus('failed');
        },
      );
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
    };
  }, [provider, endpoint, leadId, submit]);

  if (!screen) return null;
  return (
    <ScreenFrame title={text.title(screen.textKey)} lead={text.lead(screen.textKey)}>
      {leadId ? (
        <div className="post-offer__widget">
          <iframe
            ref={frame}
            src={widgetUrl(screen.provider)}
            title={text.t(`widget>${screen.provider}`)}
            sandbox="allow-scripts allow-forms"
            referrerPolicy="no-referrer"
            className="post-offer__frame"
          />
          <p role="status" aria-busy={busy}>
            {status === 'failed'
              ? text.t('widget>failed')
              : status === 'sending'
                ? text.t('widget>sending')
                : text.t('widget>waiting')}
          </p>
        </div>
      ) : (
        <MissingLead />
      )}
    </ScreenFrame>
  );
}

export default WidgetScreen;
