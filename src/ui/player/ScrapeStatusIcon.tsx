import { CircleCheck, CircleDashed, CircleMinus, CircleX, LoaderCircle } from 'lucide-react';
import type { ScrapeItemStatus } from '../../domain/scrapeProgress.ts';

const ICONS = {
  waiting: CircleDashed,
  pending: LoaderCircle,
  success: CircleCheck,
  failure: CircleX,
  notfound: CircleMinus,
} as const;

/**
 * A scrape's status as an icon (spec doc 2 §3 "Scrape source status"); pending spins. Decoration
 * only: the row says the status in words too.
 */
export function ScrapeStatusIcon({ status }: { status: ScrapeItemStatus }) {
  const Icon = ICONS[status];
  return (
    <Icon
      className="player-status-icon"
      data-status={status}
      aria-hidden="true"
      focusable="false"
      size={18}
    />
  );
}
