// This feature's i18next namespace (public/locales/<lng>/legacy-flow.json). Keys it lacks
// fall back to 'common' (i18n-options: fallbackNS), where the chooser's first-screen strings
// and the contract's validation messages live.
import { useTranslation } from 'react-i18next';

const legacyNamespace = 'legacy-flow';

export function useLegacyText() {
  return useTranslation(legacyNamespace);
}
