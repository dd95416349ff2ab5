import { i18n } from '../index.ts';
import messages from './inspector.json';

/** The English of the live inspector (development builds only). */
i18n.addEnglish(messages);
