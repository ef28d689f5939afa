import { errorId } from './field-props';

export function FieldError({ name, error }: { name: string; error: string | undefined }) {
  if (error === undefined) return null;
  return (
    <p id={errorId(name)} className="field-error">
      {error}
    </p>
  );
}
