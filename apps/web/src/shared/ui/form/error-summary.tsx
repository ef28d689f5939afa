import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { signalJourney, type FieldErrorSignal } from '@/shared/lib/journey-signal';
// With the field registry, the piece every kit form draws (the loan chooser draws only this).
import './form-layout.css';

/** ARCHITECTURE.md 4: one error shape end to end. */
export interface ErrorSummaryData {
  titleText: string;
  /** `met`: the field, message key and source, for the lender's figures (issue 25). */
  errorList: readonly { href: string; text: string; met?: FieldErrorSignal | undefined }[];
}

// The link moves focus itself (focus also scrolls the field into view): following '#id'
// would change the router's URL, and browsers do not reliably focus what they scroll to.
function focusTarget(event: MouseEvent<HTMLAnchorElement>) {
  const id = event.currentTarget.hash.slice(1);
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/**
 * Sits above the form and takes focus when it appears, so screen readers hear it. Give it a
 * new `key` per submit attempt: it must not steal focus while the applicant is typing and
 * the live re-validation changes the list.
 */
export function ErrorSummary({ titleText, errorList }: ErrorSummaryData) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const shown = errorList.length > 0;
  const announced = useRef(false);
  // When the list first has entries: an attempt's errors may arrive a render after the summary
  // mounts (asynchronous validation), and focus must still come to it then, once.
  useEffect(() => {
    if (!shown || announced.current) return;
    announced.current = true;
    ref.current?.focus();
    // Once per attempt (the key): the errors the applicant met, not each re-validation.
    for (const { met } of errorList) if (met) signalJourney(met);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the list as first shown
  }, [shown]);
  if (errorList.length === 0) return null;
  return (
    <div ref={ref} className="error-summary" role="alert" tabIndex={-1} aria-labelledby={titleId}>
      <h2 id={titleId}>{titleText}</h2>
      <ul>
        {errorList.map((error) => (
          <li key={`${error.href} ${error.text}`}>
            <a href={error.href} onClick={focusTarget}>
              {error.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
