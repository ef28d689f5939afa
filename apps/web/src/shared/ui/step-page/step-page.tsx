import { useEffect, useRef, type ReactNode } from 'react';
import './step-page.css';

export interface StepPageProps {
  /** The screen's h1: what this step asks or tells. */
  title: string;
  /** A short line under the title. */
  lead?: string | undefined;
  /** Shown above the title, e.g. the current section and progress of a form. */
  eyebrow?: ReactNode;
  children: ReactNode;
}

// Every screen after the first shares this frame: the brand's hero band with the h1, then one
// card. WCAG 2.4.3: on a step change focus moves to the new heading, so screen-reader and
// keyboard users start reading at the new step rather than at the button they pressed.
// The first screen of a page load keeps focus where the browser put it.
let pageLoaded = false;

/**
 * For a first screen drawn without StepPage (the legacy flow's index with its own hero): once
 * it has been shown, the next StepPage is a step change and takes focus.
 */
export function markFirstScreenShown(): void {
  pageLoaded = true;
}

export function StepPage({ title, lead, eyebrow, children }: StepPageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (pageLoaded) heading.current?.focus({ preventScroll: false });
    pageLoaded = true;
  }, [title]);
  return (
    <>
      <section className="hero step-page__hero" aria-labelledby="page-title">
        <div className="hero__inner">
          {eyebrow ? <div className="step-page__eyebrow">{eyebrow}</div> : null}
          <h1 id="page-title" className="hero__title" tabIndex={-1} ref={heading}>
            {title}
          </h1>
          {lead ? <p className="hero__lead">{lead}</p> : null}
        </div>
      </section>
      <div className="page-body">
        <div className="card">{children}</div>
      </div>
    </>
  );
}
