// Strings of the dynamic-form namespace. Country options are ISO codes named by
// Intl.DisplayNames in the brand's locale, so country names need no translation files.
import { isLocale, localeTags } from '@finceptiv/contract/product-ids';
import { useTranslation } from 'react-i18next';
import { keyedCache } from '@/shared/lib/keyed-cache';
import { namespace } from './form-text-namespace';

// One DisplayNames per language: a nationality list names some 200 countries per render.
const regionNames = keyedCache<Intl.DisplayNames>();

function regionName(tag: string, code: string): string | undefined {
  try {
    return regionNames(tag, () => new Intl.DisplayNames([tag], { type: 'region' })).of(code);
  } catch {
    return undefined;
  }
}

export function useFormText() {
  const { t, i18n } = useTranslation(namespace);
  const tag = isLocale(i18n.language) ? localeTags[i18n.language] : 'en';
  return {
    t,
    tag,
    label: (name: string) => t(`fields>${name}`),
    /** Validation messages are the contract's i18n keys ('validation.name.format'). */
    message: (key: string) => t(key),
    option: (name: string, option: string) => {
      if (option === '') return t('form>choose');
      if (option === 'true') return t('form>yes');
      if (option === 'false') return t('form>no');
      if (/^[A-Z]{2}$/.test(option)) return regionName(tag, option) ?? option;
      return t(`options>${name}>${option}`);
    },
  };
}
