// One document image: a labelled file input limited to the API's types, the type/size check
// before anything is sent, and a preview of an image (a PDF shows its name).
import { useEffect, useId, useState } from 'react';
import { acceptedUploadTypes, isPreviewable, uploadProblem } from '../validation/upload-limits';
import { usePostOfferText } from './use-post-offer-text';

export function FilePicker(props: {
  name: string;
  label: string;
  /** ' (optional)' or ''. */
  optionalMark?: string;
  file: File | undefined;
  error: string | undefined;
  onChange: (file: File | undefined, problem: string | undefined) => void;
}) {
  const text = usePostOfferText();
  const id = `dp-${props.name}`;
  const hintId = useId();
  const errorId = `${id}-error`;
  // A data: URL, not a blob: one: the CSP admits images from 'self' and data: only. The
  // preview belongs to the file it was read from, so a new choice never shows the old one.
  const [read, setRead] = useState<{ file: File; url: string }>();
  useEffect(() => {
    if (!props.file || !isPreviewable(props.file.type)) return;
    const file = props.file;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setRead({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => {
      reader.abort();
    };
  }, [props.file]);
  const preview = read && read.file === props.file ? read.url : undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {props.label}
        {props.optionalMark}
      </label>
      <p id={hintId} className="field__hint">
        {text.t('upload>limits')}
      </p>
      <input
        id={id}
        type="file"
        className="field__input"
        accept={acceptedUploadTypes.join(',')}
        aria-describedby={props.error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={props.error ? true : undefined}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          const problem = file ? uploadProblem(file) : undefined;
          props.onChange(file, problem && `upload>${problem}`);
        }}
      />
      {props.error ? (
        <p id={errorId} className="field-error">
          {text.t(props.error)}
        </p>
      ) : null}
      {preview ? (
        <img
          className="post-offer__preview"
          src={preview}
          alt={text.t('upload>preview', { name: props.label })}
        />
      ) : props.file ? (
        <p>{props.file.name}</p>
      ) : null}
    </div>
  );
}
