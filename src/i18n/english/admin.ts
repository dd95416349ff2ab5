import { i18n } from '../index.ts';
import messages from './admin.json';

/** The English of the admin diagnostics page: loaded with it, not with the home page. */
i18n.addEnglish(messages);
