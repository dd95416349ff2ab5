import type { MediaDetail } from '../../../domain/media.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';

/** Up to 20 cast members with their pictures, then the director (spec doc 3 §2, §9). */
export function CastRow({ detail }: { detail: MediaDetail }) {
  const { t } = useTranslation();
  const people = [
    ...detail.cast.map((member) => ({
      ...member,
      key: `cast-${member.id}`,
      role: member.character,
    })),
    ...detail.directors.map((director) => ({
      ...director,
      key: `director-${director.id}`,
      role: t('details.cast.director'),
    })),
  ];
  if (people.length === 0) return null;
  return (
    <section className="details-cast" aria-labelledby="details-cast-heading">
      <h3 id="details-cast-heading">{t('details.cast.heading')}</h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a row that overflows must be focusable for a keyboard to scroll it (WCAG 2.1.1). */}
      <ul className="details-cast-row" tabIndex={0} aria-labelledby="details-cast-heading">
        {people.map((person) => (
          <li key={person.key} className="details-person">
            {person.profile ? (
              <img src={person.profile} alt="" loading="lazy" decoding="async" />
            ) : (
              <span className="details-person-initial" aria-hidden="true">
                {person.name.slice(0, 1)}
              </span>
            )}
            <span className="details-person-name">{person.name}</span>
            {person.role && <span className="details-person-role">{person.role}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
