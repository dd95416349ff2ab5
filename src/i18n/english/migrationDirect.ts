import { i18n } from '../index.ts';
import messages from './migrationDirect.json';

/** The English of the direct migration page: loaded with it, not with the home page. */
i18n.addEnglish(messages);
