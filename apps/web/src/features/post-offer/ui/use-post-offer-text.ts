// Strings of the 'post-offer' namespace (public/locales/<lng>/post-offer.json). Validation
// keys of the contract ('validation.required') come from 'common' through fallbackNS.
import { isLocale, localeTags } from '@finceptiv/contract/product-ids';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const postOfferNamespace = 'post-offer';

export function usePostOfferText() {
  const { t, i18n, ready } = useTranslation(postOfferNamespace);
  const tag = isLocale(i18n.language) ? localeTags[i18n.language] : 'en';
  return useMemo(
    () => ({
      t,
      tag,
      ready,
      title: (textKey: string) => t(`screens>${textKey}>title`),
      lead: (textKey: string) => t(`screens>${textKey}>lead`),
      label: (name: string) => t(`fields>${name}`),
      option: (name: string, option: string) => {
        if (option === '') return t('form>choose');
        if (option === 'true') return t('form>yes');
        if (option === 'false') return t('form>no');
        return t(`options>${name}>${option}`);
      },
    }),
    [t, tag, ready],
  );
}
