// Strings of the 'post-offer' namespace (public/locales/<lng>/post-offer.json). Validation
// keys of the contract ('validation.required') come from 'common' through fallbackNS.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const postOfferNamespace = 'post-offer';

export function usePostOfferText() {
  const { t, ready } = useTranslation(postOfferNamespace);
  return useMemo(
    () => ({
      t,
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
    [t, ready],
  );
}
