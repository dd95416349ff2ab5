import { i18n } from '../index.ts';
import messages from './access.json';

/**
 * The English of stream access (proxies, the file-host token, the region, the debrid key): loaded
 * with the settings and onboarding pages that use it, not with the home page.
 */
i18n.addEnglish(messages);
