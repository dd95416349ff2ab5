import '../../../i18n/english/account.ts';
import { useSelector } from '@xstate/react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useStackedModal } from '../../browse/details/useStackedModal.ts';
import { Button } from '../../primitives/Button.tsx';
import { Modal } from '../../primitives/Modal.tsx';
import type { SessionsActor } from './useSessions.ts';

const MODAL_ID = 'account.delete';

/**
 * "Delete account", which asks before the account is deleted for good (spec doc 1 §2, §7
 * DELETE /users/{id}); it waits for the devices list, whose machine does the deleting.
 */
export function DeleteAccount({ sessions }: { sessions: SessionsActor }) {
  const { t } = useTranslation();
  const available = useSelector(sessions, (snapshot) => snapshot.can({ type: 'delete.request' }));
  const confirming = useSelector(sessions, (snapshot) =>
    snapshot.matches({ loaded: 'confirmingDelete' }),
  );
  const deleting = useSelector(sessions, (snapshot) => snapshot.matches({ loaded: 'deleting' }));
  const failed = useSelector(sessions, (snapshot) => snapshot.context.problem === 'delete');
  const cancel = () => sessions.send({ type: 'delete.cancel' });
  useStackedModal(MODAL_ID, confirming || deleting, cancel);
  return (
    <>
      <Button
        className="button-danger"
        disabled={!available}
        onClick={() => sessions.send({ type: 'delete.request' })}
      >
        {t('account.settings.delete.button')}
      </Button>
      <p role="alert" className="settings-error" hidden={!failed}>
        {failed && t('account.sessions.problems.delete')}
      </p>
      <Modal id={MODAL_ID} title={t('account.settings.delete.title')}>
        <p>{t('account.settings.delete.text')}</p>
        <div className="account-settings-row">
          <Button
            className="button-danger"
            disabled={deleting}
            onClick={() => sessions.send({ type: 'delete.confirm' })}
          >
            {deleting
              ? t('account.settings.delete.deleting')
              : t('account.settings.delete.confirm')}
          </Button>
          <Button disabled={deleting} onClick={cancel}>
            {t('account.settings.delete.cancel')}
          </Button>
        </div>
      </Modal>
    </>
  );
}
