import { i18n } from '../index.ts';
import messages from './details.json';

/**
 * The English of the title details (the modal, the player's episode list): loaded with them, not
 * with the home page.
 */
i18n.addEnglish(messages);
