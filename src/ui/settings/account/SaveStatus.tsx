import '../../../i18n/english/account.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { AccountEditProblem } from '../../../machines/account/accountEdit.machine.ts';

/**
 * What became of the last save, under its form: announced, and gone on the next try. A form whose
 * field shows the problem itself passes none.
 */
export function SaveStatus({
  state,
  problem = null,
}: {
  state: string;
  problem?: AccountEditProblem | null;
}) {
  const { t } = useTranslation();
  if (state === 'saved') {
    return (
      <p role="status" className="account-settings-saved">
        {t('account.settings.saved')}
      </p>
    );
  }
  return (
    <p role="alert" className="settings-error" hidden={problem === null}>
      {problem && t(`account.settings.problems.${problem}`)}
    </p>
  );
}
