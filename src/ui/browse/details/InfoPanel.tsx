import type { ReactNode } from 'react';
import type { MediaDetail } from '../../../domain/media.ts';
import { releaseBadge } from '../../../domain/releaseBadge.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { formatDate, formatNumber, runtimeParts } from './format.ts';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="details-fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * Overview, release date, runtime, certification, score and votes, the quality badge (movies),
 * seasons and episodes (shows) and genres (spec doc 3 §2, §3, §4).
 */
export function InfoPanel({ detail }: { detail: MediaDetail }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const released = formatDate(detail.releaseDate, language);
  const badge = releaseBadge(detail, new Date());
  const runtime = detail.runtime === undefined ? undefined : runtimeParts(detail.runtime);
  return (
    <section className="details-info">
      {detail.overview && <p className="details-overview">{detail.overview}</p>}
      <dl className="details-facts">
        {released && (
          <Fact
            term={t(detail.type === 'movie' ? 'details.info.released' : 'details.info.firstAired')}
          >
            <time dateTime={detail.releaseDate}>{released}</time>
          </Fact>
        )}
        {runtime && (
          <Fact term={t('details.info.runtime')}>
            {runtime.hours > 0
              ? t('details.info.runtimeValue', runtime)
              : t('details.info.runtimeMinutes', runtime)}
          </Fact>
        )}
        {detail.rating && <Fact term={t('details.info.rating')}>{detail.rating}</Fact>}
        {detail.voteCount > 0 && (
          <Fact term={t('details.info.score')}>
            {t('details.info.scoreValue', { score: detail.voteAverage.toFixed(1) })}{' '}
            <span className="details-votes">
              (
              {t('details.info.votes', {
                count: detail.voteCount,
                formatted: formatNumber(detail.voteCount, language),
              })}
              )
            </span>
          </Fact>
        )}
        {badge && (
          <Fact term={t('details.info.quality')}>
            <span className={`details-badge details-badge-${badge}`}>
              {t(`details.info.badge.${badge}`)}
            </span>
          </Fact>
        )}
        {detail.type === 'show' && (
          <Fact term={t('details.info.seasons')}>
            {t('details.info.seasonsValue', {
              count: detail.seasonCount,
              episodes: detail.episodeCount,
            })}
          </Fact>
        )}
        {detail.genres.length > 0 && (
          <Fact term={t('details.info.genres')}>
            <ul className="details-genres">
              {detail.genres.map((genre) => (
                <li key={genre.id}>{genre.name}</li>
              ))}
            </ul>
          </Fact>
        )}
      </dl>
    </section>
  );
}
