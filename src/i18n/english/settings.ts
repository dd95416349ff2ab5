import { i18n } from '../index.ts';
import messages from './settings.json';

/** The English of the settings page and the caption style form: loaded with them, not with the home page. */
i18n.addEnglish(messages);
