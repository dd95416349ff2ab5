import { i18n } from '../index.ts';
import messages from './notifications.json';

/** The English of the notifications: loaded with their code, after the home page. */
i18n.addEnglish(messages);
