import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Spec 2: the generic not-found page at /404. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="message-screen" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="message-screen__title">
        {t('notFound>title')}
      </h1>
      <p className="message-screen__text">{t('notFound>text')}</p>
      <Link className="button button--primary" to="/">
        {t('notFound>back')}
      </Link>
    </section>
  );
}
