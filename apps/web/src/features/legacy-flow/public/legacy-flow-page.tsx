// The legacy flow's application page for the shell's page registry (issue 7):
//   'MX:ibancar': () => import('@/features/legacy-flow/public/legacy-flow-page')
// (likewise CO:prestamotor, RO:fidea, VN:lienketvay). It renders by path: the index chooser,
// the loan-information step and the details steps; the navigator moves between them as the
// server's progressState changes. Needs the store provider, the router and i18n.
import type { Product } from '@finceptiv/contract/products';
import { formPathForRoute } from '@finceptiv/contract/form-routes';
import { applicationRoutes } from '@finceptiv/contract/step-routes';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '@/shared/ui/spinner';
import { FirstScreen } from '../chooser/first-screen';
import { LoanInformationStep } from '../chooser/loan-information-step';
import { useLegacyText } from '../legacy-text';
import { DetailsStep } from '../steps/details-step';
import { isLegacyCountry } from '../steps/legacy-field';
import { legacyStepFor } from '../steps/legacy-steps';
import '../legacy-flow.css';

export default function LegacyFlowPage({ product }: { product: Product }) {
  const { pathname } = useLocation();
  const { ready } = useLegacyText();
  // The first screen reads the common namespace, so it does not wait for this feature's.
  if (pathname === '/') return <FirstScreen product={product} />;
  if (!ready) return <Spinner />;
  if (pathname === '/loan-information') return <LoanInformationStep product={product} />;
  const step = legacyStepFor(pathname);
  const { country } = product;
  if (step && isLegacyCountry(country) && step.fields[country]) {
    // keyed by path: each step starts with its own form state.
    return <DetailsStep key={pathname} product={{ ...product, country }} step={step} />;
  }
  // Another country's step, or a v3 form's address: nothing here will ever draw it, so the
  // not-found page rather than an endless spinner (issue 23.5).
  if (step || formPathForRoute(pathname) !== undefined)
    return <Navigate to={applicationRoutes.notFound} replace />;
  // A path the flow does not own (an outcome screen not yet registered in the shell).
  return <Spinner />;
}
