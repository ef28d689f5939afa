import { useLegacyText } from '../legacy-text';
import type { SaveStatus } from '../use-save-step';

/**
 * What a failed save tells the applicant (besides the toast): every answer is still here and
 * the same submission can be sent again. The retry reuses its Idempotency-Key, so a request
 * that did reach the server is not saved twice.
 */
export function SaveFeedback({ status, retry }: { status: SaveStatus; retry: () => unknown }) {
  const { t } = useLegacyText();
  const failed = status.kind === 'failed';
  return (
    <div className="save-feedback">
      <p className="save-feedback__text" role="status">
        {failed ? t('form>saveFailed') : ''}
      </p>
      {failed ? (
        <button type="button" className="button button--secondary" onClick={() => void retry()}>
          {t('form>retry')}
        </button>
      ) : null}
    </div>
  );
}
