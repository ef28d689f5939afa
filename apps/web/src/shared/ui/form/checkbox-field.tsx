import { policyDocumentPath } from '@finceptiv/contract/policy-paths';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '@/shared/api/api-base';
import { errorId, fieldId, type FieldProps } from './field-props';
import { FieldError } from './field-error';

export function CheckboxField({
  field,
  productId,
  label,
  error,
  register,
  optionalMark,
}: FieldProps) {
  const id = fieldId(field.name);
  const documentsId = `${id}-documents`;
  const documents = field.documents ?? [];
  const describedBy = [
    documents.length > 0 ? documentsId : undefined,
    error === undefined ? undefined : errorId(field.name),
  ].filter((part) => part !== undefined);
  return (
    <div className="field choice">
      <input
        id={id}
        type="checkbox"
        aria-required={field.required !== false}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        {...register(field.name)}
      />
      <label htmlFor={id}>
        {label}
        {optionalMark}
      </label>
      {documents.length > 0 ? (
        <PolicyLinks id={documentsId} productId={productId} documents={documents} />
      ) : null}
      <FieldError name={field.name} error={error} />
    </div>
  );
}

/**
 * The documents an acceptance box accepts, beside it rather than inside its label (a link in a
 * label would tick the box). A new tab keeps what the applicant has typed.
 */
function PolicyLinks({
  id,
  productId,
  documents,
}: {
  id: string;
  productId: FieldProps['productId'];
  documents: NonNullable<FieldProps['field']['documents']>;
}) {
  const { t } = useTranslation('common');
  return (
    <p id={id} className="field__documents">
      {t('policies>read')}{' '}
      {documents.map((document, index) => (
        <span key={document}>
          {index > 0 ? ', ' : null}
          <a href={apiUrl(policyDocumentPath(productId, document))} target="_blank" rel="noopener">
            {t(`policies>${document}`)}
            <span className="visually-hidden"> {t('policies>newTab')}</span>
          </a>
        </span>
      ))}
    </p>
  );
}
