import { i18n } from '../index.ts';
import messages from './pages.json';

/** The English of the credits, notice and test-video pages: loaded with them, not with home. */
i18n.addEnglish(messages);
