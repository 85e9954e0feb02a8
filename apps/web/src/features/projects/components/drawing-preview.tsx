import { Alert, Checkbox, Radio, Space, Spin, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mm2ToM2 } from '@stone/shared/units';
import {
  DRAWING_UNITS,
  PREVIEW_LIMITS,
  type PreviewDrawingData,
  type PreviewPiece,
} from '@stone/shared/projects/preview';
import { useDrawingPreview } from '../api.ts';
import { PieceOutline } from './piece-outline.tsx';
import {
  isIncluded,
  layerCounts,
  selectionTotals,
  setLayerIncluded,
  setLayerLocked,
  setPieceIncluded,
  setPieceKept,
  setUnits,
  type DxfValue,
} from './preview-selection.ts';

const TABLE_PAGE = 20;

type Props = { value: DxfValue; onChange: (value: DxfValue) => void };

/**
 * The pieces of an uploaded drawing before the project is made (issue 23): units for a drawing
 * that declares none, layers and pieces to drop, flagged pieces to drop or keep, and the count
 * and area as they will be stored. The server applies the same choices again on create.
 */
export function DrawingPreview({ value, onChange }: Props) {
  const { t } = useTranslation('projects');
  const [page, setPage] = useState(1);
  const outlinePage = Math.floor(((page - 1) * TABLE_PAGE) / PREVIEW_LIMITS.outlinePageSize);
  const body = {
    fileId: value.fileId,
    outlinePage,
    ...(value.units ? { units: value.units } : {}),
  };
  const preview = useDrawingPreview(body);
  // The guess is made from the drawing as drawn, the first answer: keep it once units are chosen.
  const [guess, setGuess] = useState<string | null>(null);
  // An answer of another shape (an older server, a stub) reads as "could not be previewed"
  // rather than taking the whole drawer down.
  const data = Array.isArray(preview.data?.pieces) ? preview.data : undefined;
  if (data?.guessedUnits && guess === null) setGuess(data.guessedUnits);
  if (!data) {
    if (preview.isError || preview.data)
      return <Alert type="error" showIcon title={t('preview.failed')} />;
    return <Spin size="small" description={t('preview.reading')} />;
  }
  const totals = selectionTotals(value, data);
  const unitsMissing = data.declaredUnits === null && !value.units;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="drawing-preview">
      <UnitsChoice data={data} value={value} onChange={onChange} guess={guess} />
      <Typography.Text strong data-testid="preview-summary">
        {unitsMissing
          ? t('preview.summaryNoUnits', { count: totals.count, total: data.pieces.length })
          : t('preview.summary', {
              count: totals.count,
              total: data.pieces.length,
              area: mm2ToM2(totals.areaMm2),
            })}
      </Typography.Text>
      <div>
        <Typography.Text type="secondary">{t('preview.layers')}</Typography.Text>
        <div>
          {layerCounts(data).map(({ layer, count }) => (
            <Checkbox
              key={layer}
              checked={!value.excludedLayers?.includes(layer)}
              onChange={(e) => onChange(setLayerIncluded(value, layer, e.target.checked))}
            >
              {t('preview.layer', { layer, count })}
            </Checkbox>
          ))}
        </div>
      </div>
      <LayerLocks data={data} value={value} onChange={onChange} />
      {totals.openFlagged > 0 && !unitsMissing ? (
        <Alert
          type="warning"
          showIcon
          title={t('preview.flaggedOpen', { count: totals.openFlagged })}
        />
      ) : null}
      <PieceTable data={data} value={value} onChange={onChange} page={page} setPage={setPage} />
    </Space>
  );
}

/** Layers whose pieces the planner must not turn (stone vein, issue 24); sent as lock rules. */
function LayerLocks({ data, value, onChange }: Props & { data: PreviewDrawingData }) {
  const { t } = useTranslation('projects');
  return (
    <div>
      <Typography.Text type="secondary">{t('preview.lockedLayers')}</Typography.Text>
      <div>
        {layerCounts(data).map(({ layer }) => (
          <Checkbox
            key={layer}
            aria-label={t('preview.lockLayer', { layer })}
            checked={value.lockedLayers?.includes(layer) ?? false}
            disabled={value.excludedLayers?.includes(layer)}
            onChange={(e) => onChange(setLayerLocked(value, layer, e.target.checked))}
          >
            {layer}
          </Checkbox>
        ))}
      </div>
    </div>
  );
}

function UnitsChoice({
  data,
  value,
  onChange,
  guess,
}: Props & { data: PreviewDrawingData; guess: string | null }) {
  const { t } = useTranslation('projects');
  if (data.declaredUnits !== null)
    return (
      <Typography.Text>
        {t('preview.declared', { unit: t(`preview.units.${data.declaredUnits}`) })}
      </Typography.Text>
    );
  return (
    <>
      {value.units ? null : <Alert type="warning" showIcon title={t('preview.noUnits')} />}
      <Space>
        <Typography.Text>{t('preview.chosenUnits')}</Typography.Text>
        <Radio.Group
          value={value.units}
          onChange={(e) =>
            onChange(setUnits(value, e.target.value as (typeof DRAWING_UNITS)[number]))
          }
          options={DRAWING_UNITS.map((unit) => {
            const label = t(`preview.units.${unit}`);
            return {
              value: unit,
              label: unit === guess ? t('preview.suggested', { unit: label }) : label,
            };
          })}
        />
      </Space>
    </>
  );
}

function PieceTable({
  data,
  value,
  onChange,
  page,
  setPage,
}: Props & { data: PreviewDrawingData; page: number; setPage: (page: number) => void }) {
  const { t } = useTranslation('projects');
  const outlines = new Map(data.outlines.map((o) => [o.index, o]));
  const nameOf = (p: PreviewPiece) => p.code ?? t('preview.noCode', { n: p.index + 1 });
  return (
    <Table<PreviewPiece>
      size="small"
      rowKey="index"
      dataSource={data.pieces}
      pagination={{
        current: page,
        pageSize: TABLE_PAGE,
        onChange: setPage,
        showSizeChanger: false,
      }}
      columns={[
        {
          title: t('preview.columns.include'),
          key: 'include',
          render: (_, p) => (
            <Checkbox
              aria-label={t('preview.includePiece', { name: nameOf(p) })}
              checked={isIncluded(value, p)}
              disabled={value.excludedLayers?.includes(p.layer)}
              onChange={(e) => onChange(setPieceIncluded(value, p.index, e.target.checked))}
            />
          ),
        },
        {
          title: t('preview.columns.outline'),
          key: 'outline',
          render: (_, p) => (
            <PieceOutline
              outline={outlines.get(p.index)}
              widthMm={p.widthMm}
              heightMm={p.heightMm}
            />
          ),
        },
        { title: t('preview.columns.code'), key: 'code', render: (_, p) => nameOf(p) },
        { title: t('preview.columns.layer'), dataIndex: 'layer' },
        {
          title: t('preview.columns.size'),
          key: 'size',
          render: (_, p) => `${p.widthMm} × ${p.heightMm}`,
        },
        { title: t('preview.columns.area'), key: 'area', render: (_, p) => mm2ToM2(p.areaMm2) },
        {
          title: t('preview.columns.flags'),
          key: 'flags',
          render: (_, p) =>
            p.flags.length === 0 ? null : (
              <Space size={4} wrap>
                {p.flags.map((flag) => (
                  <Tag key={flag} color="orange">
                    {t(`preview.flag.${flag}`, { min: PREVIEW_LIMITS.minSideMm })}
                  </Tag>
                ))}
                {isIncluded(value, p) ? (
                  <Checkbox
                    aria-label={t('preview.keepPiece', { name: nameOf(p) })}
                    checked={value.keptPieces?.includes(p.index)}
                    onChange={(e) => onChange(setPieceKept(value, p.index, e.target.checked))}
                  >
                    {t('preview.keep')}
                  </Checkbox>
                ) : null}
              </Space>
            ),
        },
      ]}
    />
  );
}
