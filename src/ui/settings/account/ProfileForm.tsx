import '../../../i18n/english/account.ts';
import { useState } from 'react';
import type { StoredAccount } from '../../../contracts/stored.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { ProfileEditor } from '../../account/ProfileEditor.tsx';
import { Button } from '../../primitives/Button.tsx';
import { SaveStatus } from './SaveStatus.tsx';
import { useAccountEdit } from './useAccountEdit.ts';

/** The account's colours and icon: picked here, saved to the account on every device. */
export function ProfileForm({ account }: { account: StoredAccount }) {
  const { t } = useTranslation();
  const { state, problem, save } = useAccountEdit(account);
  const [profile, setProfile] = useState(account.profile);
  const saving = state === 'saving';
  const saved = account.profile;
  const unchanged =
    profile.colorA === saved.colorA &&
    profile.colorB === saved.colorB &&
    profile.icon === saved.icon;
  return (
    <div className="account-settings-form" aria-busy={saving}>
      <ProfileEditor profile={profile} onChange={setProfile} />
      <div className="account-settings-row">
        <Button disabled={saving || unchanged} onClick={() => save({ profile })}>
          {saving ? t('account.settings.saving') : t('account.settings.saveProfile')}
        </Button>
      </div>
      <SaveStatus state={state} problem={problem} />
    </div>
  );
}
