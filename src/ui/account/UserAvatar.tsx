import type { CSSProperties } from 'react';
import type { Profile } from '../../contracts/profile.ts';
import { profileIconGlyph } from '../../domain/profileIcons.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import './account.css';

/** An account's picture (spec doc 1 §2): its icon on a gradient of its two colours. */
export function UserAvatar({
  profile,
  size = 'small',
}: {
  profile: Profile;
  size?: 'small' | 'large';
}) {
  const { t } = useTranslation();
  const colours = { '--avatar-a': profile.colorA, '--avatar-b': profile.colorB } as CSSProperties;
  return (
    <span
      className={`user-avatar user-avatar-${size}`}
      style={colours}
      role="img"
      aria-label={t('account.profile.avatar')}
    >
      <span aria-hidden="true">{profileIconGlyph(profile.icon)}</span>
    </span>
  );
}
