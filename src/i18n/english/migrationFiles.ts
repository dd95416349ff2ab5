import { i18n } from '../index.ts';
import messages from './migrationFiles.json';

/** The English of the migration pages (start, download, upload): loaded with them, not with the home page. */
i18n.addEnglish(messages);
