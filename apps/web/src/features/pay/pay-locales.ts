import { addLocales } from '../../lib/i18n.ts';
import { en } from './locales/en.ts';
import { zh } from './locales/zh.ts';

// The pay screens' texts, registered when their chunk loads.
addLocales('pay', { en, zh });
