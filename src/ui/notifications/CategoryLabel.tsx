import { knownCategory } from '../../domain/notifications.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';

/** An item's category: the four known ones by name and colour (spec doc 3 §9), others as written. */
export function CategoryLabel({ category }: { category: string | null }) {
  const { t } = useTranslation();
  if (!category) return null;
  const known = knownCategory(category);
  return (
    <span className="notification-category" data-category={known ?? 'other'}>
      {known ? t(`notifications.categories.${known}`) : category}
    </span>
  );
}
