import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { InspectedActor, InspectorModel } from '../../../services/devtools/inspectorModel.ts';
import { payloadLabel, secondsLabel } from './format.ts';
import { InspectorSection, useOnlySelected } from './InspectorSection.tsx';

/** Rows shown: the inspector keeps more (to step through), a table of thousands helps nobody. */
const SHOWN = 200;
/** Characters of a payload shown in its cell. */
const PAYLOAD_CHARS = 300;

/** Every event with its payload, the actor that received it and the one that sent it. */
export function EventLog({
  model,
  selected,
}: {
  model: InspectorModel;
  selected: InspectedActor | undefined;
}) {
  const { t } = useTranslation();
  const [onlySelected, only] = useOnlySelected(selected, (name) =>
    t('inspector.log.only', { name }),
  );
  const names = new Map(model.actors.map((actor) => [actor.key, actor.name]));
  const nameOf = (key: string | null) => (key !== null && names.get(key)) || t('inspector.outside');
  const entries = model.entries
    .filter((entry) => !onlySelected || entry.actorKey === selected?.key)
    .slice(-SHOWN)
    .reverse();
  return (
    <InspectorSection
      className="inspector-log"
      title={t('inspector.log.title')}
      only={only}
      empty={entries.length === 0 ? t('inspector.log.empty') : undefined}
    >
      <table>
        <caption>{t('inspector.log.latest', { count: entries.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('inspector.log.seq')}</th>
            <th scope="col">{t('inspector.log.time')}</th>
            <th scope="col">{t('inspector.log.to')}</th>
            <th scope="col">{t('inspector.log.from')}</th>
            <th scope="col">{t('inspector.log.event')}</th>
            <th scope="col">{t('inspector.log.payload')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const payload = payloadLabel(entry.event);
            return (
              <tr key={entry.seq}>
                <td>{entry.seq}</td>
                <td>{secondsLabel(entry.at)}</td>
                <td>{nameOf(entry.actorKey)}</td>
                <td>{nameOf(entry.sourceKey)}</td>
                <td>
                  <code>{entry.event.type}</code>
                </td>
                <td>
                  <code className="inspector-payload">
                    {payload.length > PAYLOAD_CHARS
                      ? `${payload.slice(0, PAYLOAD_CHARS)}…`
                      : payload}
                  </code>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </InspectorSection>
  );
}
