import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { featureRoute } from '../../../components/crud/route-perms.ts';
import { canOpen } from '../../../lib/permissions.ts';
import { useUserInfo } from '../../../lib/session.ts';
import { useMonthCuts, useTodayCuts, useYesterdayCuts } from '../api.ts';

const DATA = featureRoute('cuttingData');

type Figures = { slabCount: number; areaM2: string; yieldPercent: string } | undefined;

/** Today's, yesterday's and this month's cutting (the three named calls of product-spec §7). */
export function CuttingFigures() {
  const { t } = useTranslation('home');
  const user = useUserInfo().data;
  const periods = [
    { key: 'today', query: useTodayCuts() },
    { key: 'yesterday', query: useYesterdayCuts() },
    { key: 'month', query: useMonthCuts() },
  ] as const;
  const mayOpen = !!user && canOpen(user, DATA.name);
  return (
    <Card
      title={t('cuts.title')}
      style={{ marginTop: 16 }}
      extra={mayOpen ? <Link to={DATA.path}>{t('cuts.all')}</Link> : null}
    >
      <Row gutter={[16, 16]}>
        {periods.map(({ key, query }) => {
          const f: Figures = query.data;
          return (
            <Col key={key} xs={24} md={8}>
              <Card size="small" loading={query.isLoading}>
                <Typography.Text strong>{t(`cuts.${key}`)}</Typography.Text>
                <Row gutter={8} style={{ marginTop: 8 }}>
                  <Col span={8}>
                    <Statistic title={t('cuts.slabs')} value={f?.slabCount ?? 0} />
                  </Col>
                  <Col span={8}>
                    <Statistic title={t('cuts.area')} value={f?.areaM2 ?? '0.00'} suffix="m²" />
                  </Col>
                  <Col span={8}>
                    <Statistic
                      title={t('cuts.yield')}
                      value={f?.yieldPercent ?? '0.00'}
                      suffix="%"
                    />
                  </Col>
                </Row>
              </Card>
            </Col>
          );
        })}
      </Row>
    </Card>
  );
}
