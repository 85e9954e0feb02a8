import { addLocales } from '../../lib/i18n.ts';
import { en } from './locales/en.ts';
import { zh } from './locales/zh.ts';

// The work-report screen's texts, registered when its chunk loads.
addLocales('workReports', { en, zh });
