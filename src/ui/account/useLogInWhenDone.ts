import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { StoredAccount } from '../../contracts/stored.ts';
import { useSystemActor } from '../app/AppActor.ts';

/** A login or a registration actor, as far as this needs it. */
interface AccountFlow {
  subscribe(listener: (snapshot: { status: string; output?: StoredAccount }) => void): {
    unsubscribe(): void;
  };
}

/** When a login or a registration ends with an account: the device is logged in, and goes home. */
export function useLogInWhenDone(flow: AccountFlow) {
  const account = useSystemActor('account');
  const navigate = useNavigate();
  useEffect(() => {
    const subscription = flow.subscribe((snapshot) => {
      if (snapshot.status !== 'done' || !snapshot.output) return;
      account.send({ type: 'account.loggedIn', account: snapshot.output });
      navigate({ to: '/' });
    });
    return () => subscription.unsubscribe();
  }, [flow, account, navigate]);
}
