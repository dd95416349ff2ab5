import { useTranslation } from '../../../i18n/useTranslation.ts';

/** The search syntax (spec doc 3 §5): the examples are syntax, so only their meaning is translated. */
const TIPS = [
  { example: 'title year:2010', meaning: 'home.tips.year' },
  { example: 'title type:movie|tv', meaning: 'home.tips.type' },
  { example: 'tmdb:123456', meaning: 'home.tips.id' },
  { example: 'tmdb:123456:tv', meaning: 'home.tips.idType' },
] as const;

export function SearchTips() {
  const { t } = useTranslation();
  return (
    <section className="home-tips" aria-labelledby="home-tips-title">
      <h2 id="home-tips-title" className="home-tips-title">
        {t('home.tips.title')}
      </h2>
      <ul>
        {TIPS.map(({ example, meaning }) => (
          <li key={example}>
            <code>{example}</code> {t(meaning)}
          </li>
        ))}
      </ul>
    </section>
  );
}
