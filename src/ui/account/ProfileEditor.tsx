import { type ReactNode, useId } from 'react';
import type { Profile } from '../../contracts/profile.ts';
import { isColour, PROFILE_COLOURS, PROFILE_ICONS } from '../../domain/profileIcons.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import ProfileIconGlyph from './ProfileIconGlyph.tsx';
import { UserAvatar } from './UserAvatar.tsx';
import './account.css';

/**
 * Picks an account's look (spec doc 1 §2): the two colours of its avatar and its icon, each a group
 * of radio buttons (arrow keys move within a group), with the avatar as it will look.
 */
export function ProfileEditor({
  profile,
  onChange,
}: {
  profile: Profile;
  onChange: (profile: Profile) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="profile-editor">
      <UserAvatar profile={profile} size="large" />
      <ColourPicker
        legend={t('account.profile.colorA')}
        value={profile.colorA}
        onPick={(colorA) => onChange({ ...profile, colorA })}
      />
      <ColourPicker
        legend={t('account.profile.colorB')}
        value={profile.colorB}
        onPick={(colorB) => onChange({ ...profile, colorB })}
      />
      <fieldset className="profile-editor-choices">
        <legend>{t('account.profile.icon')}</legend>
        <RadioGroup
          options={PROFILE_ICONS.map((icon) => ({
            value: icon,
            label: t(`account.profile.icons.${icon}`),
            checked: profile.icon === icon,
            swatch: <ProfileIconGlyph icon={icon} size={20} />,
          }))}
          onPick={(icon) => onChange({ ...profile, icon })}
        />
      </fieldset>
    </div>
  );
}

function ColourPicker({
  legend,
  value,
  onPick,
}: {
  legend: string;
  value: string;
  onPick: (colour: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="profile-editor-choices">
      <legend>{legend}</legend>
      <RadioGroup
        options={Object.entries(PROFILE_COLOURS).map(([name, colour]) => ({
          value: colour,
          label: t(`account.profile.colours.${name}`),
          checked: isColour(value, colour),
          swatch: (
            <span
              className="profile-editor-colour"
              style={{ background: colour }}
              aria-hidden="true"
            />
          ),
        }))}
        onPick={onPick}
      />
    </fieldset>
  );
}

function RadioGroup({
  options,
  onPick,
}: {
  options: Array<{ value: string; label: string; checked: boolean; swatch: ReactNode }>;
  onPick: (value: string) => void;
}) {
  const name = useId();
  return options.map(({ value, label, checked, swatch }) => (
    <label key={value} className="profile-editor-choice" title={label}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onPick(value)}
      />
      {swatch}
      <span className="visually-hidden">{label}</span>
    </label>
  ));
}
