import type { TFunction } from 'i18next';
import type { DataOf } from '@stone/shared';
import { dayField, selectField } from '../../../components/crud/search-fields.tsx';
import type { SearchField } from '../../../components/crud/search-form.tsx';

type Choices = DataOf<'webSolutionSlabCut/getCuttingDataChoices'> | undefined;
const optionsOf = (items: { id: string; label: string }[] | undefined) =>
  (items ?? []).map((o) => ({ value: o.id, label: o.label }));

export function cuttingSearchFields(t: TFunction<'cutting'>, choices: Choices): SearchField[] {
  return [
    dayField('fromDay', t('fields.fromDay')),
    dayField('toDay', t('fields.toDay')),
    selectField('deviceId', t('fields.device'), optionsOf(choices?.devices)),
    selectField('operatorId', t('fields.operator'), optionsOf(choices?.operators)),
    selectField('projectId', t('fields.project'), optionsOf(choices?.projects)),
    selectField('materialId', t('fields.material'), optionsOf(choices?.materials)),
  ];
}
