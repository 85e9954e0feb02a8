import { addLocales } from '../../lib/i18n.ts';
import { en } from './locales/en.ts';
import { zh } from './locales/zh.ts';

// The process-catalogue screens' texts, registered when their chunk loads.
addLocales('processes', { en, zh });
