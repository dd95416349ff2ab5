import '../../i18n/english/pages.ts';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { Button } from '../primitives/Button.tsx';
import { StatusScreen } from '../primitives/StatusScreen.tsx';
import type { Notice } from './notices.ts';

/** Each notice's messages, under `notices.{key}` (english/pages.json). */
const MESSAGES: Record<Notice, { key: string; lines: readonly string[] }> = {
  // Title, badge, message, the maintenance window, go home (spec doc 1 §2, doc 3 §2).
  downtime: { key: 'downtime', lines: ['text', 'window'] },
  'provider-issues': { key: 'providerIssues', lines: ['text', 'advice'] },
};

/** The downtime notice or the provider-issues notice (see notices.ts). */
export default function NoticePage({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { key, lines } = MESSAGES[notice];
  return (
    <StatusScreen
      badge={t(`notices.${key}.badge`)}
      title={t(`notices.${key}.title`)}
      actions={
        <Button variant="primary" onClick={() => navigate({ to: '/' })}>
          {t(`notices.${key}.goHome`)}
        </Button>
      }
    >
      {lines.map((line) => (
        <p key={line}>{t(`notices.${key}.${line}`)}</p>
      ))}
    </StatusScreen>
  );
}
