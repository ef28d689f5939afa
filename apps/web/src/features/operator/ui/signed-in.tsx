import { useEffect, useRef, type ReactNode } from 'react';

interface SignedInProps {
  title: string;
  lead: string;
  signOutLabel: string;
  onSignOut: () => void;
  children: ReactNode;
}

/**
 * The signed-in area: its heading, whose session it is and sign-out, then the figures across
 * the page's width (tables need it; the applicant's step frame keeps to a narrow card). Focus
 * moves to the heading on arrival, as at every step change (WCAG 2.4.3).
 */
export function SignedIn({ title, lead, signOutLabel, onSignOut, children }: SignedInProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className="operator-dashboard">
      <div className="operator-dashboard__top">
        <div>
          <h1 className="operator-dashboard__title" tabIndex={-1} ref={heading}>
            {title}
          </h1>
          <p>{lead}</p>
        </div>
        <button type="button" className="button button--secondary" onClick={onSignOut}>
          {signOutLabel}
        </button>
      </div>
      {children}
    </div>
  );
}
