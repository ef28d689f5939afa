// The unsubscribe screen's state. The link in an email carries ?token=...; it is read once and
// then taken out of the address bar, so it stays in no history entry and reaches no page view.
// An older link's ?email= is removed too: an address alone no longer unsubscribes anyone.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { unsubscribeWithToken, type UnsubscribeResult } from './unsubscribe-email';

export type UnsubscribeStatus = 'idle' | 'sending' | UnsubscribeResult;

const linkParams = ['token', 'email'];

export function useUnsubscribe() {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(search).get('token') ?? '');
  const [status, setStatus] = useState<UnsubscribeStatus>(token ? 'idle' : 'invalid');

  useEffect(() => {
    const query = new URLSearchParams(search);
    if (!linkParams.some((name) => query.has(name))) return;
    for (const name of linkParams) query.delete(name);
    const rest = query.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '' }, { replace: true });
  }, [search, pathname, navigate]);

  const submit = async () => {
    if (status === 'sending' || !token) return;
    setStatus('sending');
    setStatus(await unsubscribeWithToken(token));
  };
  return { status, submit };
}
