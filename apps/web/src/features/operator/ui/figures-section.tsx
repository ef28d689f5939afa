// One section of the operator area: its heading and what it shows, the choices (brand,
// period), then the figures once loaded, or a spinner, or an alert when they could not be.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/shared/ui/spinner';
import { operatorNamespace } from '../operator-namespace';
import { useLoaded } from './use-loaded';

export function FiguresSection<T>(props: {
  /** The section's h2 id; tables without a title of their own are labelled by it. */
  id: string;
  title: string;
  lead: string;
  choices: ReactNode;
  /** What the figures depend on (brand, period): a new key loads again. */
  loadKey: string;
  load: () => Promise<T>;
  children: (value: T) => ReactNode;
}) {
  const { t } = useTranslation(operatorNamespace);
  const loaded = useLoaded(props.loadKey, props.load);
  return (
    <section className="operator-section" aria-labelledby={props.id}>
      <h2 id={props.id}>{props.title}</h2>
      <p>{props.lead}</p>
      <div className="operator-section__choices">{props.choices}</div>
      {loaded.kind === 'loading' ? <Spinner /> : null}
      {loaded.kind === 'failed' ? <p role="alert">{t('failed')}</p> : null}
      {loaded.kind === 'ready' ? props.children(loaded.value) : null}
    </section>
  );
}
