// The translation namespaces the legacy page reads as it draws, so the start-up can load them
// with the page's code instead of after its first render (issue 22, the first press).
import { applicationNamespace } from '@/features/application/public/application-namespace';
import { legacyNamespace } from '../legacy-namespace';

export const legacyFlowNamespaces = [legacyNamespace, applicationNamespace] as const;
