import { i18n } from '../index.ts';
import messages from './dev.json';

/** The English of the developer pages: loaded with them, not with the home page. */
i18n.addEnglish(messages);
