// The way to the partner, by the method the partner asked for: a GET link, or a POST form
// (a partner that wants POST must not receive a GET, and a form is the only way to POST a
// top-level navigation). `autoLeave` sends the applicant at once, the same way.
import { useEffect, useRef } from 'react';
import type { Redirect } from '@finceptiv/contract/api/lead-schemas';
import { whenTrackingDelivered } from '@/features/tracking/public/lazy-tracking';
import { rememberRedirect } from './redirect-memory';

interface PartnerLinkProps {
  target: Redirect;
  label: string;
  autoLeave: boolean;
}

export function PartnerLink({ target, label, autoLeave }: PartnerLinkProps) {
  const form = useRef<HTMLFormElement>(null);
  const left = useRef(false);

  useEffect(() => {
    // The ref keeps StrictMode's second effect run from leaving twice.
    if (!autoLeave || left.current) return;
    left.current = true;
    rememberRedirect(target);
    // The brand's "redirected" event must leave before the page does (at most 1.5 s; at once
    // when tracking is off).
    void whenTrackingDelivered().then(() => {
      if (target.method === 'POST') form.current?.submit();
      else window.location.assign(target.url);
    });
  }, [autoLeave, target]);

  const remember = () => {
    rememberRedirect(target);
  };
  if (target.method === 'POST') {
    return (
      <form ref={form} method="post" action={target.url} onSubmit={remember}>
        <button type="submit" className="button button--primary">
          {label}
        </button>
      </form>
    );
  }
  return (
    <a className="button button--primary" href={target.url} onClick={remember}>
      {label}
    </a>
  );
}
