// The last Continue of every flow opens /checking. Loaded only then, its code and strings
// (four files, two of them translations) came after that press and held the screen back
// well past issue 11's 50 ms from Next to painted; the flow fetches them while the applicant
// is still on the forms instead. The code and styles come through the shell's page cache
// (app/pages/application-pages.ts: preloadPage), which also lets the move draw at once; this
// fetches the strings. Idempotent: later calls cost nothing.
import type { i18n as I18n } from 'i18next';
import { outcomeNamespace } from '../outcome-namespace';

export function prefetchCheckingScreen(i18n: Pick<I18n, 'loadNamespaces'>): void {
  // A failure is not this prefetch's to report: the screen loads (and reports) on its own.
  i18n.loadNamespaces(outcomeNamespace).catch(() => undefined);
}
