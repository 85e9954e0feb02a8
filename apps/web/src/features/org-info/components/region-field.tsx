import { useQuery } from '@tanstack/react-query';
import { Cascader, Input, Radio, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Region } from '@stone/shared/enterprise/org-info';
import type { Language } from '@stone/shared/limits';
import { divisionName, PROVINCES, type ProvinceCode } from './division-names.ts';

type Division = { code: string; name: string; children?: Division[] };
type Option = { value: string; label: string; children?: Option[] };

const toOptions = (list: Division[], language: Language): Option[] =>
  list.map((d) => ({
    value: d.code,
    label: divisionName(d.code, d.name, language),
    ...(d.children?.length ? { children: toOptions(d.children, language) } : {}),
  }));

/**
 * The package's coded list stops at the 31 mainland divisions; Taiwan and the SARs join as
 * provinces without lower levels, so an enterprise there is in China too.
 */
function withAllProvinces(mainland: Division[]): Division[] {
  const known = new Set(mainland.map((d) => d.code));
  const missing = (Object.keys(PROVINCES) as ProvinceCode[])
    .filter((code) => !known.has(code))
    .map((code) => ({ code, name: PROVINCES[code].zh }));
  return [...mainland, ...missing];
}

/** The division data (province → city → district, 137 KB) loads only with this screen. */
const useDivisions = () =>
  useQuery({
    queryKey: ['chinaDivisions'],
    queryFn: async () =>
      withAllProvinces((await import('./china-divisions.json')).default as Division[]),
    staleTime: Infinity,
  });

type Props = {
  /** From the Form.Item: its label points at this id, so the field has an accessible name. */
  id?: string;
  value?: Region | null;
  onChange?: (region: Region) => void;
  disabled?: boolean;
};

/** China: a province → city → district choice; abroad: free text. */
export function RegionField({ id, value, onChange, disabled }: Props) {
  const { t, i18n } = useTranslation('orgInfo');
  const language: Language = i18n.language === 'en' ? 'en' : 'zh';
  const data = useDivisions().data;
  const divisions = useMemo(() => (data ? toOptions(data, language) : []), [data, language]);
  const country = value?.country ?? 'CN';
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Radio.Group
        disabled={disabled}
        value={country}
        onChange={(e) =>
          onChange?.(
            e.target.value === 'CN' ? { country: 'CN', codes: [] } : { country: 'other', text: '' },
          )
        }
        options={(['CN', 'other'] as const).map((k) => ({ value: k, label: t(`regionKind.${k}`) }))}
      />
      {value?.country === 'other' ? (
        <Input
          id={id}
          disabled={disabled}
          maxLength={100}
          placeholder={t('abroadPlaceholder')}
          value={value.text}
          onChange={(e) => onChange?.({ country: 'other', text: e.target.value })}
        />
      ) : (
        <Cascader
          id={id}
          disabled={disabled}
          options={divisions}
          changeOnSelect
          showSearch
          placeholder={t('regionPlaceholder')}
          value={value?.country === 'CN' ? value.codes : []}
          onChange={(codes) => onChange?.({ country: 'CN', codes: (codes ?? []).map(String) })}
        />
      )}
    </Space>
  );
}
