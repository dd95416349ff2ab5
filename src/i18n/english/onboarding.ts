import { i18n } from '../index.ts';
import messages from './onboarding.json';

/** The English of the onboarding pages: loaded with them, not with the home page. */
i18n.addEnglish(messages);
