import { i18n } from '../index.ts';
import messages from './player.json';

/** The English of the player: loaded with it, not with the home page. */
i18n.addEnglish(messages);
