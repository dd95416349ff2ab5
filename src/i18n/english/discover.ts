import { i18n } from '../index.ts';
import messages from './discover.json';

/** The English of the discover page and its rows: loaded with them, not with the home page. */
i18n.addEnglish(messages);
