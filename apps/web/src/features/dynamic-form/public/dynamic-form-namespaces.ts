// The translation namespaces the v3 page reads as it draws, so the start-up can load them with
// the page's code instead of after its first render (issue 22, the first press).
import { applicationNamespace } from '@/features/application/public/application-namespace';
import { namespace } from '../ui/form-text-namespace';

export const dynamicFormNamespaces = [namespace, applicationNamespace] as const;
