import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/useTranslation.ts';

/** Back to the start page of onboarding, keeping where it returns to once done. */
export function OnboardingBackLink() {
  const { t } = useTranslation();
  return (
    <Link
      to="/onboarding/{-$page}"
      params={{ page: undefined }}
      search={(search) => search}
      className="button button-secondary"
    >
      {t('onboarding.back')}
    </Link>
  );
}
