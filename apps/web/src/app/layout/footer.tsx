import { policyDocumentPath } from '@finceptiv/contract/policy-paths';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '@/app/app-context';
import { apiUrl } from '@/shared/api/api-base';
import { BrandLogoLink } from './brand-logo-link';
import { footerLine } from './footer-line';

// memo: the layout draws again on every step change; the footer need not.
export const Footer = memo(function Footer({ transparent }: { transparent: boolean }) {
  const { brand, product } = useAppContext();
  const { t } = useTranslation();
  return (
    <footer className="site-footer" data-transparent={transparent} inert={transparent}>
      <div className="site-footer__inner">
        <BrandLogoLink
          href={brand.config.homeUrl}
          src={brand.config.logos.light}
          brandName={product.displayName}
        />
        <nav className="site-footer__links" aria-label={t('footer>legal')}>
          {/* The documents the applicant accepts, as this deployment serves them (ADR 0040). */}
          <a href={apiUrl(policyDocumentPath(product.id, 'general-terms'))}>{t('footer>terms')}</a>
          <a href={apiUrl(policyDocumentPath(product.id, 'privacy'))}>{t('footer>privacy')}</a>
        </nav>
        <p className="site-footer__line">
          {footerLine(brand.pageData.footerText, product.displayName, new Date())}
        </p>
      </div>
    </footer>
  );
});
