import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, InputNumber, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MATERIAL_LIMITS } from '@stone/shared/materials/enums';
import type { SlabDefect } from '@stone/shared/materials/slabs';
import { SlabSketch } from './slab-sketch.tsx';

type Props = {
  value?: SlabDefect[];
  onChange?: (value: SlabDefect[]) => void;
  lengthMm: number;
  widthMm: number;
};

/** Defects as rectangles drawn on the slab sketch or typed as numbers; polygons stay as they are. */
export function DefectsField({ value = [], onChange, lengthMm, widthMm }: Props) {
  const { t } = useTranslation('materials');
  const set = (next: SlabDefect[]) => onChange?.(next);
  const patch = (i: number, field: 'x' | 'y' | 'width' | 'height', v: number | null) =>
    set(value.map((d, j) => (j === i && d.kind === 'rect' ? { ...d, [field]: v ?? 0 } : d)));
  const full = value.length >= MATERIAL_LIMITS.defectsMax;

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('defects.hint')}</Typography.Text>
      <SlabSketch
        lengthMm={lengthMm}
        widthMm={widthMm}
        defects={value}
        ariaLabel={t('slab.defects')}
        onDraw={full ? undefined : (rect) => set([...value, { kind: 'rect', ...rect }])}
      />
      {value.map((d, i) => (
        <Space key={i} wrap size={4} data-testid="defect-row">
          {d.kind === 'rect' ? (
            (['x', 'y', 'width', 'height'] as const).map((f) => (
              <InputNumber
                key={f}
                aria-label={t(`defects.${f}`)}
                placeholder={t(`defects.${f}`)}
                value={d[f]}
                onChange={(v) => patch(i, f, v)}
                style={{ width: 88 }}
              />
            ))
          ) : (
            <Typography.Text>{t('defects.polygon', { count: d.points.length })}</Typography.Text>
          )}
          <Button
            icon={<DeleteOutlined />}
            aria-label={t('actions.removeDefect')}
            onClick={() => set(value.filter((_, j) => j !== i))}
          />
        </Space>
      ))}
      <Button
        icon={<PlusOutlined />}
        disabled={full}
        onClick={() =>
          set([
            ...value,
            {
              kind: 'rect',
              x: 0,
              y: 0,
              width: Math.min(100, lengthMm || 100),
              height: Math.min(100, widthMm || 100),
            },
          ])
        }
      >
        {t('actions.addDefect')}
      </Button>
    </Space>
  );
}
