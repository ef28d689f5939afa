// The unsubscribe form's state. A link in an email carries the address as ?email=...; it is
// read once into the form and then taken out of the address bar (if still there), so it does
// not stay in the history or reach analytics page views.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApplicationSelector } from '@/features/application/public/use-application-selector';
import { unsubscribeEmail, type UnsubscribeResult } from './unsubscribe-email';

export type UnsubscribeStatus = 'idle' | 'sending' | UnsubscribeResult;

export function useUnsubscribe() {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  // The shell's start-up usually takes ?email= into the application data (spec 3 URL
  // parameters) and out of the address bar before this screen mounts.
  const prefilled = useApplicationSelector((s) => s.applicationData.contactDetails?.email);
  const [email, setEmail] = useState(
    () => new URLSearchParams(search).get('email') ?? prefilled ?? '',
  );
  const [status, setStatus] = useState<UnsubscribeStatus>('idle');

  useEffect(() => {
    const query = new URLSearchParams(search);
    if (!query.has('email')) return;
    query.delete('email');
    const rest = query.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '' }, { replace: true });
  }, [search, pathname, navigate]);

  const submit = async () => {
    if (status === 'sending') return;
    setStatus('sending');
    setStatus(await unsubscribeEmail(email));
  };
  return { email, setEmail, status, submit };
}
