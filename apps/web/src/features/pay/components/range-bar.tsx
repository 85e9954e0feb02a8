import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUTTING_PRESETS, type CuttingPreset } from '@stone/shared/cutting/schemas';
import '../pay-locales.ts';

type Props = { preset: CuttingPreset; onPreset: (preset: CuttingPreset) => void };

/** The presets of the factory's days (UTC+8, up to today); a custom range is in the search form. */
export function RangeBar({ preset, onPreset }: Props) {
  const { t } = useTranslation('pay');
  return (
    <Segmented
      aria-label={t('presets.label')}
      value={preset}
      options={CUTTING_PRESETS.map((p) => ({ value: p, label: t(`presets.${p}`) }))}
      onChange={onPreset}
    />
  );
}
