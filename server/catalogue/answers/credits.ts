import { artworkFile, imagePath } from '../artwork.ts';
import type { Show, Title } from '../catalogue.ts';
import { creditId, personId } from '../ids.ts';

/** What TMDB says about a person in any credit; we know only the name. */
function person(name: string) {
  const id = personId(name);
  return {
    adult: false,
    gender: 0,
    id,
    name,
    original_name: name,
    popularity: 0,
    profile_path: imagePath(artworkFile.profile(id)),
  };
}

const creditKey = (title: Title) => `${title.mediaType}:${title.id}`;

/** `credits`: the cast in billing order, and the directors (movies) or creators (shows). */
export function credits(title: Title) {
  const cast = title.cast.map((member, order) => {
    const who = person(member.name);
    return {
      ...who,
      known_for_department: 'Acting',
      // Movie credits number the cast; TV credits do not.
      ...(title.mediaType === 'movie' ? { cast_id: order + 1 } : {}),
      character: member.character,
      credit_id: creditId(creditKey(title), who.id, `cast:${member.character}`),
      order,
    };
  });
  const [department, job, names] =
    title.mediaType === 'movie'
      ? ['Directing', 'Director', title.directors]
      : ['Creator', 'Creator', title.creators];
  const crew = names.map((name) => {
    const who = person(name);
    return {
      ...who,
      known_for_department: title.mediaType === 'movie' ? 'Directing' : 'Writing',
      credit_id: creditId(creditKey(title), who.id, job),
      department,
      job,
    };
  });
  return { cast, crew };
}

/** A show's `created_by`. */
export function createdBy(show: Show) {
  return show.creators.map((name) => {
    const { id, gender, original_name, profile_path } = person(name);
    return {
      id,
      credit_id: creditId(creditKey(show), id, 'Creator'),
      name,
      original_name,
      gender,
      profile_path,
    };
  });
}
