import { useTranslation } from 'react-i18next';
import { addLocales } from '../../lib/i18n.ts';
import { en } from './locales/en.ts';
import { zh } from './locales/zh.ts';

addLocales('crud', { en, zh });

/** The CRUD blocks' own words (search, reset, save…), loaded with the first screen using them. */
export const useCrudText = () => useTranslation('crud').t;
