import '../../i18n/english/access.ts';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { streamAccessConfigOf } from '../../contracts/streamAccessConfig.ts';
import { proxyTestMachine } from '../../machines/setup/proxyTest.machine.ts';
import { proxyTestUrl } from '../../services/setup/proxyTest.ts';
import { useConfig } from '../app/AppActor.ts';
import { useViewActorOptions } from '../app/useViewActorOptions.ts';

/** What each way a test can fail says (spec doc 1 §5, §8; doc 3 §5), by the machine's state. */
const PROBLEMS: Partial<Record<string, string>> = {
  invalidUrl: 'access.proxy.invalidUrl',
  trailingSlash: 'access.proxy.trailingSlash',
  notProxy: 'access.proxy.notProxy',
  connectionError: 'access.proxy.connectionError',
};

/**
 * A proxy test for a view (settings, onboarding): the machine, asking the configured echo service
 * (a path on this site by default), with `onWorks` called for each proxy that passes; what it is
 * doing, and the translation key of why the last test failed, if it did.
 */
export function useProxyTest(onWorks: (url: string) => void) {
  const { PROXY_TEST_URL } = streamAccessConfigOf(useConfig());
  const actor = useActorRef(proxyTestMachine, {
    ...useViewActorOptions(),
    input: { testUrl: proxyTestUrl(PROXY_TEST_URL, window.location.origin) },
  });
  const latest = useRef(onWorks);
  latest.current = onWorks;
  useEffect(() => {
    const subscription = actor.on('proxy.works', ({ url }) => latest.current(url));
    return () => subscription.unsubscribe();
  }, [actor]);
  const state = useSelector(actor, (snapshot) => snapshot.value);
  return { actor, state, problem: PROBLEMS[state] ?? null };
}
