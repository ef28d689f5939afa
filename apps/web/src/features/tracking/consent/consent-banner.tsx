import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './consent-banner.css';

// The consent question for the brand's marketing trackers (issue 10, item 8). It is a plain
// region in the page flow, not a dialog: the applicant can keep filling in the form and answer
// later, focus is never trapped or moved to it, and it covers nothing. Both answers are buttons
// of the same look and size, so neither is the easy one.

export const consentNamespace = 'consent';

export interface ConsentBannerProps {
  onChoice: (marketing: boolean) => void;
}

export default function ConsentBanner({ onChoice }: ConsentBannerProps) {
  const { t, ready } = useTranslation(consentNamespace);
  const titleId = useId();
  const [answer, setAnswer] = useState<boolean | undefined>(undefined);
  const confirmation = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    // The button that had focus is gone: give focus to the sentence that replaced it.
    if (answer !== undefined) confirmation.current?.focus();
  }, [answer]);

  // Untranslated text must never flash: the question waits for its namespace.
  if (!ready) return null;
  const choose = (marketing: boolean) => {
    setAnswer(marketing);
    onChoice(marketing);
  };
  return (
    <section className="consent-banner" aria-labelledby={titleId}>
      <div className="consent-banner__inner">
        <h2 id={titleId} className="consent-banner__title">
          {t('banner>title')}
        </h2>
        {answer === undefined ? (
          <>
            <p className="consent-banner__text">{t('banner>text')}</p>
            <div className="consent-banner__actions">
              <button
                type="button"
                className="consent-banner__button"
                onClick={() => {
                  choose(false);
                }}
              >
                {t('banner>reject')}
              </button>
              <button
                type="button"
                className="consent-banner__button"
                onClick={() => {
                  choose(true);
                }}
              >
                {t('banner>accept')}
              </button>
            </div>
          </>
        ) : (
          <p ref={confirmation} tabIndex={-1} role="status" className="consent-banner__text">
            {t(answer ? 'banner>accepted' : 'banner>rejected')}
          </p>
        )}
      </div>
    </section>
  );
}
