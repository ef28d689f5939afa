import { useTranslation } from 'react-i18next';

// Spec 2: a centred spinner of size 80 while a page loads. role=status announces the label.
export function Spinner({ size = 80 }: { size?: number }) {
  const { t } = useTranslation();
  return (
    <div className="spinner" role="status">
      <svg
        className="spinner__ring"
        width={size}
        height={size}
        viewBox="0 0 80 80"
        aria-hidden="true"
        focusable="false"
      >
        <circle className="spinner__track" cx="40" cy="40" r="34" fill="none" strokeWidth="8" />
        <circle
          className="spinner__arc"
          cx="40"
          cy="40"
          r="34"
          fill="none"
          strokeWidth="8"
          strokeLinecap="round"
          strokeDasharray="150 214"
        />
      </svg>
      <span className="visually-hidden">{t('app>loading')}</span>
    </div>
  );
}
