// The legacy flow's strings. Keys its namespace lacks fall back to 'common' (i18n-options:
// fallbackNS), where the chooser's first-screen strings and the contract's validation messages
// live.
import { useTranslation } from 'react-i18next';
import { legacyNamespace } from './legacy-namespace';

export function useLegacyText() {
  return useTranslation(legacyNamespace);
}
