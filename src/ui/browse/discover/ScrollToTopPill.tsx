import '../../../i18n/english/discover.ts';
import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';

/** The pill appears once the page is scrolled further than this (spec doc 3 §2, §9). */
const SCROLL_TOP_THRESHOLD_PX = 300;

/** A "back to top" pill, shown only once the page has been scrolled down. */
export function ScrollToTopPill() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const follow = () => setShown(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    follow();
    window.addEventListener('scroll', follow, { passive: true });
    return () => window.removeEventListener('scroll', follow);
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      className="scroll-top-pill"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ArrowUp size={18} />
      {t('discover.backToTop')}
    </button>
  );
}
