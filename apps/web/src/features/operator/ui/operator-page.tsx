// The operator area (issue 25, ADR 0041): the lender's team signs in here. A page of its own, so
// nothing of it reaches an applicant's pages. Signed in, it shows whose session it is and until
// when, and signs out; the area's figures (issue 25 items 2-7) are drawn behind this door.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localeTags } from '@finceptiv/contract/product-ids';
import type { Product } from '@finceptiv/contract/products';
import { Spinner } from '@/shared/ui/spinner';
import { StepPage } from '@/shared/ui/step-page/step-page';
import { currentSession, signOut, type OperatorSession } from '../api/operator-api';
import { operatorNamespace } from '../operator-namespace';
import { ApplicationsPerDay } from './applications-per-day';
import { FieldErrors } from './field-errors';
import { FieldSpeed } from './field-speed';
import { Funnel } from './funnel';
import { FlowMap } from './flow-map';
import { Partners } from './partners';
import { SignedIn } from './signed-in';
import { SignInForm } from './sign-in-form';

type State = { kind: 'checking' } | { kind: 'out' } | { kind: 'in'; session: OperatorSession };

export function OperatorPage({ product }: { product: Product }) {
  const { t, ready } = useTranslation(operatorNamespace);
  const [state, setState] = useState<State>({ kind: 'checking' });
  useEffect(() => {
    let current = true;
    currentSession().then(
      (session) => {
        if (current) setState(session ? { kind: 'in', session } : { kind: 'out' });
      },
      () => {
        if (current) setState({ kind: 'out' });
      },
    );
    return () => {
      current = false;
    };
  }, []);
  if (!ready || state.kind === 'checking') return <Spinner />;
  if (state.kind === 'out')
    return (
      <StepPage title={t('signIn>title')} lead={t('signIn>lead')}>
        <SignInForm
          onSignedIn={(session) => {
            setState({ kind: 'in', session });
          }}
        />
      </StepPage>
    );
  const until = new Intl.DateTimeFormat(localeTags[product.locale], { timeStyle: 'short' }).format(
    new Date(state.session.expiresAt),
  );
  return (
    <SignedIn
      title={t('area>title')}
      lead={t('area>signedInAs', { email: state.session.email, until })}
      signOutLabel={t('area>signOut')}
      onSignOut={() =>
        void signOut().finally(() => {
          setState({ kind: 'out' });
        })
      }
    >
      <Funnel locale={product.locale} initialBrand={product.id} />
      <ApplicationsPerDay locale={product.locale} initialBrand={product.id} />
      <FieldErrors locale={product.locale} initialBrand={product.id} />
      <FieldSpeed locale={product.locale} />
      <Partners locale={product.locale} />
      <FlowMap initialBrand={product.id} />
    </SignedIn>
  );
}
