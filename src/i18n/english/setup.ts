import { i18n } from '../index.ts';
import messages from './setup.json';

/** The English of stream-access setup (the extension's status): loaded with its views only. */
i18n.addEnglish(messages);
