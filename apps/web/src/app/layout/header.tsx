import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '@/app/app-context';
import { BrandLogoLink } from './brand-logo-link';

// memo: the layout draws again on every step change; the header need not.
export const Header = memo(function Header({ transparent }: { transparent: boolean }) {
  const { brand, product } = useAppContext();
  const { t } = useTranslation();
  return (
    <header className="site-header" data-transparent={transparent} inert={transparent}>
      <div className="site-header__inner">
        <BrandLogoLink
          href={brand.config.homeUrl}
          src={brand.config.logos.dark}
          brandName={product.displayName}
        />
        <p className="site-header__secure">
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path
              d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7h1Zm2 0h4V5a2 2 0 1 0-4 0v2Z"
              fill="currentColor"
            />
          </svg>
          {t('header>secure')}
        </p>
      </div>
    </header>
  );
});
