import { useTranslation } from 'react-i18next';

// Spec 8's one user-visible failure text. The English default keeps it readable even when
// the failure happened before translations arrived.
const genericErrorText = 'Something went wrong. Please, try again later.';

export function ErrorScreen() {
  const { t: translate, ready } = useTranslation();
  // Before i18next is ready (or if it never loaded) the English defaults stand in.
  const t = (key: string, english: string) => (ready ? translate(key, english) : english);
  return (
    <section className="message-screen" aria-labelledby="error-title">
      <h1 id="error-title" className="message-screen__title">
        {t('error>title', 'Sorry')}
      </h1>
      <p className="message-screen__text">{t('error>generic', genericErrorText)}</p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          window.location.reload();
        }}
      >
        {t('error>reload', 'Reload the page')}
      </button>
    </section>
  );
}
