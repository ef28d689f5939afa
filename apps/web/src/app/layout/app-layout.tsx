import { useCallback, type CSSProperties } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ToastHost } from '@/shared/ui/toasts/toast-host';
import { AffiliateEvents } from '@/features/attribution/public/affiliate-events';
import { ProgressStateNavigator } from '@/features/progress-navigation/public/progress-state-navigator';
import { JourneyTracking } from '@/features/tracking/public/journey-tracking';
import { customColorProperties } from '@/brands/apply-theme';
import { useAppContext } from '@/app/app-context';
import { useAppSelector } from '@/app/store/hooks';
import { useHeightReporting } from '@/app/embed/use-height-reporting';
import { isPageLoaded } from '@/app/pages/application-pages';
import { isApplicationPath } from '@/app/pages/application-paths';
import { useChromeTransparent } from './chrome-transparency';
import { Footer } from './footer';
import { Header } from './header';

const mainContentId = 'main-content';

export function AppLayout() {
  const { brand, framed, product } = useAppContext();
  const transparent = useChromeTransparent();
  const { t } = useTranslation();
  useHeightReporting(framed);
  const drawsAtOnce = useCallback((path: string) => isPageLoaded(product, path), [product]);
  const answers = useCallback((path: string) => isApplicationPath(product, path), [product]);
  const customColors = useAppSelector((state) => state.ui);
  const colors = customColorProperties(customColors, brand.theme.colors) as CSSProperties;
  return (
    <div className={`app ${brand.pageData.layoutClassName}`} style={colors}>
      {framed ? null : (
        <a className="skip-link" href={`#${mainContentId}`}>
          {t('app>skipLink')}
        </a>
      )}
      {framed ? null : <Header transparent={transparent} />}
      <main id={mainContentId} tabIndex={-1} className={`app-main ${brand.pageData.mainClassName}`}>
        <ProgressStateNavigator flow={product.flow} drawsAtOnce={drawsAtOnce} answers={answers} />
        <Outlet />
      </main>
      <JourneyTracking />
      <AffiliateEvents product={product.backendProduct} />
      {framed ? null : <Footer transparent={transparent} />}
      <ToastHost />
    </div>
  );
}
