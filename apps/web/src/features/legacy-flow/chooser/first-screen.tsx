import type { Product } from '@finceptiv/contract/products';
import { hasFinishedLead } from '@/features/application/public/start-over';
import { useApplicationSelector } from '@/features/application/public/use-application-selector';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { markFirstScreenShown } from '@/shared/ui/step-page/step-page';
import { clearDrafts } from '@/shared/storage/form-drafts';
import { useLegacyText } from '../legacy-text';
import { LoanChooser } from './loan-chooser';
import { TrustList } from './trust-list';

/** The index (spec 2): the brand's hero, the amount and period chooser, the trust list. */
export function FirstScreen({ product }: { product: Product }) {
  const { t } = useTranslation();
  // Named apart from `t`: the shell's translation test reads each call of `t` here as a common key.
  const { t: legacyT, ready } = useLegacyText();
  // The step after this screen is a step change: its heading takes focus (WCAG 2.4.3).
  useEffect(markFirstScreenShown, []);
  const finished = useApplicationSelector(hasFinishedLead);
  return (
    <>
      <section className="hero" aria-labelledby="page-title">
        <div className="hero__inner">
          <h1 id="page-title" className="hero__title">
            {t('page>title')}
          </h1>
          <p className="hero__lead">{t('page>lead')}</p>
        </div>
      </section>
      <div className="page-body">
        {finished && ready ? (
          // Spec 4 / issue 7: a returning applicant whose application is decided starts anew;
          // saving the loan below clears the old answers (saveLead's startOverIfFinished).
          <div className="card reapply-notice" role="note">
            <h2>{legacyT('reapply>title')}</h2>
            <p>{legacyT('reapply>text')}</p>
          </div>
        ) : null}
        <div className="card">
          <LoanChooser
            product={product}
            heading={t('chooser>title')}
            beforeSave={() => {
              if (finished) clearDrafts();
            }}
          />
        </div>
        <TrustList items={[t('page>trustFree'), t('page>trustSecure'), t('page>trustFast')]} />
      </div>
    </>
  );
}
