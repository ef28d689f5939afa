import { useTranslation } from 'react-i18next';

// The logo links to the brand's site root (spec 2); its alt text says where it goes.
export function BrandLogoLink({
  href,
  src,
  brandName,
}: {
  href: string;
  src: string;
  brandName: string;
}) {
  const { t } = useTranslation();
  return (
    <a className="brand-link" href={href}>
      <img className="brand-link__logo" src={src} alt={t('app>homeLink', { brand: brandName })} />
    </a>
  );
}
