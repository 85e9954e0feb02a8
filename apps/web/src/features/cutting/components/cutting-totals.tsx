import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DataOf } from '@stone/shared';

type Totals = DataOf<'webSolutionSlabCut/getCuttingDataTotals'>;

/** The filtered range's totals above the list. */
export function CuttingTotals({ totals, loading }: { totals?: Totals; loading: boolean }) {
  const { t } = useTranslation('cutting');
  const figures = [
    { key: 'slabs', value: totals?.slabCount ?? 0 },
    { key: 'area', value: totals?.areaM2 ?? '0.00', suffix: 'm²' },
    { key: 'cutLength', value: totals?.cutLengthM ?? '0.00', suffix: 'm' },
    { key: 'consumption', value: totals?.consumptionM2 ?? '0.00', suffix: 'm²' },
    { key: 'yield', value: totals?.yieldPercent ?? '0.00', suffix: '%' },
  ] as const;
  return (
    <Card
      size="small"
      loading={loading && !totals}
      title={totals ? t('totals.range', { from: totals.fromDay, to: totals.toDay }) : null}
      style={{ marginBottom: 16 }}
    >
      <Row gutter={[16, 8]}>
        {figures.map((f) => (
          <Col key={f.key} xs={12} sm={8} lg={4}>
            <Statistic
              title={t(`totals.${f.key}`)}
              value={f.value}
              suffix={'suffix' in f ? f.suffix : undefined}
            />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
