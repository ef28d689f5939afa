import type { StepContext } from '../definitions/types';
import { useFormText } from './use-form-text';

/** Above the form's heading: the section it belongs to (spec 2's step context) and progress. */
export function FormEyebrow({
  context,
  progress,
}: {
  context: StepContext;
  /** Left out on the landing page, where nothing has been answered yet. */
  progress?: number | undefined;
}) {
  const { t } = useFormText();
  return (
    <div className="form-eyebrow">
      <p className="form-eyebrow__section">
        <span className="visually-hidden">{t('form>section')}: </span>
        {t(`contexts>${context}`)}
      </p>
      {progress === undefined ? null : (
        <p className="form-eyebrow__progress">
          <progress max={100} value={progress} aria-label={t('form>progressLabel')} />
          <span>{t('form>progress', { percent: progress })}</span>
        </p>
      )}
    </div>
  );
}
