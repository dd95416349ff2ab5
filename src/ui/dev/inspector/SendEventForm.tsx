import { type FormEvent, useId, useState } from 'react';
import type { AnyEventObject } from 'xstate';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Button } from '../../primitives/Button.tsx';

type Parsed = { event: AnyEventObject } | { error: string; field: 'type' | 'payload' };

/** The event a developer typed, or why it cannot be sent. */
function parseEvent(
  type: string,
  payload: string,
  t: ReturnType<typeof useTranslation>['t'],
): Parsed {
  if (!type.trim()) return { error: t('inspector.send.noType'), field: 'type' };
  let data: unknown = {};
  if (payload.trim()) {
    try {
      data = JSON.parse(payload);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { error: t('inspector.send.badJson', { reason }), field: 'payload' };
    }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { error: t('inspector.send.notObject'), field: 'payload' };
  }
  return { event: { ...data, type: type.trim() } };
}

/** Sends an event of the developer's to an actor: a type (the chart's are offered) and a payload. */
export function SendEventForm({
  name,
  events,
  running,
  onSend,
}: {
  name: string;
  /** The event types the actor's chart names, offered as the type is typed. */
  events: readonly string[];
  running: boolean;
  onSend: (event: AnyEventObject) => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const [type, setType] = useState('');
  const [payload, setPayload] = useState('');
  const [outcome, setOutcome] = useState<Parsed>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseEvent(type, payload, t);
    setOutcome(parsed);
    if ('event' in parsed) onSend(parsed.event);
  };
  const error = outcome && 'error' in outcome ? outcome : undefined;
  return (
    <form className="inspector-send" onSubmit={submit} aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>{t('inspector.send.title', { name })}</h3>
      {!running && <p className="inspector-note">{t('inspector.send.stopped', { name })}</p>}
      <label className="inspector-field">
        <span>{t('inspector.send.type')}</span>
        <input
          value={type}
          onChange={(change) => setType(change.target.value)}
          list={`${ids}-events`}
          autoComplete="off"
          spellCheck={false}
          disabled={!running}
          aria-invalid={error?.field === 'type'}
          aria-describedby={error?.field === 'type' ? `${ids}-error` : undefined}
        />
      </label>
      <datalist id={`${ids}-events`}>
        {events.map((event) => (
          <option key={event} value={event} />
        ))}
      </datalist>
      <label className="inspector-field">
        <span>{t('inspector.send.payload')}</span>
        <textarea
          value={payload}
          onChange={(change) => setPayload(change.target.value)}
          rows={3}
          spellCheck={false}
          placeholder="{}"
          disabled={!running}
          aria-invalid={error?.field === 'payload'}
          aria-describedby={error?.field === 'payload' ? `${ids}-error` : undefined}
        />
      </label>
      <Button type="submit" variant="primary" disabled={!running}>
        {t('inspector.send.submit')}
      </Button>
      {error && (
        <p id={`${ids}-error`} role="alert" className="inspector-error">
          {error.error}
        </p>
      )}
      <p role="status" className="inspector-note">
        {outcome && 'event' in outcome
          ? t('inspector.send.sent', { type: outcome.event.type, name })
          : ''}
      </p>
    </form>
  );
}
