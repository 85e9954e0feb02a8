import { addLocales } from '../../lib/i18n.ts';
import { en } from './locales/en.ts';
import { zh } from './locales/zh.ts';

// The stone-operation screens' texts, registered when their chunk loads.
addLocales('materialFlows', { en, zh });
