import { i18n } from '../index.ts';
import messages from './account.json';

/** The English of the account pages (login, registration, Settings › Account): loaded with them, not with the home page. */
i18n.addEnglish(messages);
