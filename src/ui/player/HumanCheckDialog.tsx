import '../../i18n/english/player.ts';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { scrapeCheckMachine } from '../../machines/player/scrapeCheck.machine.ts';
import { useViewActorOptions } from '../app/useViewActorOptions.ts';
import { Button } from '../primitives/Button.tsx';
import { useHumanCheck } from './scraper.ts';

/** The human-check popup (spec doc 2 §2): shown while a scrape waits for the viewer's answer. */
export function HumanCheckDialog() {
  const { gate } = useHumanCheck();
  const waiting = useSyncExternalStore(gate.subscribe, gate.waiting);
  return waiting ? <HumanCheckQuestion /> : null;
}

function HumanCheckQuestion() {
  const { t } = useTranslation();
  const { gate, humanCheck } = useHumanCheck();
  const check = useActorRef(scrapeCheckMachine, {
    ...useViewActorOptions(),
    input: { client: humanCheck },
  });
  const question = useSelector(check, (snapshot) => snapshot.context.question?.question);
  const wrong = useSelector(check, (snapshot) => snapshot.context.wrong);
  const state = useSelector(check, (snapshot) =>
    typeof snapshot.value === 'string' ? snapshot.value : '',
  );
  const [answer, setAnswer] = useState('');
  useEffect(() => {
    const subscription = check.subscribe((snapshot) => {
      if (snapshot.status === 'done') gate.settle(snapshot.output?.token ?? null);
    });
    return () => subscription.unsubscribe();
  }, [check, gate]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    check.send({ type: 'check.answer', answer });
    setAnswer('');
  };
  return (
    <div
      className="player-human-check"
      role="dialog"
      aria-modal="true"
      aria-labelledby="human-check-title"
    >
      <form onSubmit={submit}>
        <h2 id="human-check-title">{t('player.humanCheck.title')}</h2>
        {state === 'failed' ? (
          <p role="alert">{t('player.humanCheck.failed')}</p>
        ) : (
          <>
            {wrong && <p role="alert">{t('player.humanCheck.wrong')}</p>}
            <label>
              {question ?? t('player.humanCheck.loading')}
              <input
                value={answer}
                onChange={(event) => setAnswer(event.target.value)}
                disabled={state !== 'asking'}
                // biome-ignore lint/a11y/noAutofocus: the dialog is there to be answered.
                autoFocus
              />
            </label>
          </>
        )}
        <div className="player-human-check-actions">
          {state === 'failed' ? (
            <Button variant="primary" onClick={() => check.send({ type: 'check.retry' })}>
              {t('media.tryAgain')}
            </Button>
          ) : (
            <Button variant="primary" type="submit" disabled={state !== 'asking' || !answer.trim()}>
              {t('player.humanCheck.submit')}
            </Button>
          )}
          <Button onClick={() => check.send({ type: 'check.cancel' })}>{t('player.cancel')}</Button>
        </div>
      </form>
    </div>
  );
}
