import { addLocales } from '../../lib/i18n.ts';
import { en } from './locales/en.ts';
import { zh } from './locales/zh.ts';

// The cutting data screen's texts, registered when its chunk loads.
addLocales('cutting', { en, zh });
