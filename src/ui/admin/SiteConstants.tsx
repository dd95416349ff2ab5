import '../../i18n/english/admin.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useConfig } from '../app/AppActor.ts';

/** Keys whose values are not shown, only whether they are set: a screen may be shared. */
const SECRET = /_KEY$/;

/** A configuration value as text; lists as one item a line. */
function ConstantValue({ name, value }: { name: string; value: unknown }) {
  const { t } = useTranslation();
  if (typeof value === 'boolean')
    return <>{t(value ? 'admin.constants.yes' : 'admin.constants.no')}</>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <>{t('admin.constants.none')}</>;
    return (
      <ul>
        {value.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a list may hold a value twice; its place tells them apart
          <li key={index}>
            <code>{String(item)}</code>
          </li>
        ))}
      </ul>
    );
  }
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (text === '') return <>{t('admin.constants.empty')}</>;
  if (SECRET.test(name)) return <>{t('admin.constants.secretSet')}</>;
  return <code>{text}</code>;
}

/** Site constants (spec doc 3 §2): every key of `/config.json` as the app loaded it. */
export function SiteConstants() {
  const config = useConfig();
  return (
    <dl className="admin-constants">
      {Object.entries(config).map(([name, value]) => (
        <div key={name}>
          <dt>
            <code>{name}</code>
          </dt>
          <dd>
            <ConstantValue name={name} value={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
