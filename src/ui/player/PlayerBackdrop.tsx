import '../../i18n/english/player.ts';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';

/** The dark player before anything plays (the search, a source to pick), with a way home. */
export function PlayerBackdrop({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="player-backdrop">
      <header className="player-backdrop-bar">
        <Link to="/" className="player-back">
          <ArrowLeft className="icon-directional" aria-hidden="true" size={20} />
          {t('player.embed.home')}
        </Link>
      </header>
      {children}
    </div>
  );
}
