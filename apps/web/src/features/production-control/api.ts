import type { BodyOf } from '@stone/shared';
import { featureKeys, useApiQuery } from '../../components/crud/api-query.ts';
import { addLocales } from '../../lib/i18n.ts';
import { en } from './locales/en.ts';
import { zh } from './locales/zh.ts';

// The screen's texts, registered when its chunk loads.
addLocales('productionControl', { en, zh });

/** Production control's one call (docs/adr/0008); the page stays while a refetch runs. */
export const controlKeys = featureKeys('productionControl');

export const useProductionControl = (body: BodyOf<'webMes/getProductionControl'>) =>
  useApiQuery(controlKeys, 'webMes/getProductionControl', body, {
    placeholderData: (previous) => previous,
  });
