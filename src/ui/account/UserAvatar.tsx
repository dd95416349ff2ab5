import { type CSSProperties, lazy, Suspense } from 'react';
import type { Profile } from '../../contracts/profile.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import './account.css';

/** The icon set stays out of the home page's first load: the colours show until it is in. */
const ProfileIconGlyph = lazy(() => import('./ProfileIconGlyph.tsx'));

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
      <Suspense fallback={null}>
        <ProfileIconGlyph icon={profile.icon} size={size === 'large' ? 40 : 20} />
      </Suspense>
    </span>
  );
}
