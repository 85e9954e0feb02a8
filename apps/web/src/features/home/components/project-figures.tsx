import { Card, Col, Empty, List, Row, Statistic, Tag, Typography } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { featureRoute } from '../../../components/crud/route-perms.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { canOpen } from '../../../lib/permissions.ts';
import { useUserInfo } from '../../../lib/session.ts';
import { useRecentProjects, useRecentSummary } from '../api.ts';

// ECharts is large: it loads after the figures, in its own chunk.
const ProductionChart = lazy(async () => ({
  default: (await import('./production-chart.tsx')).ProductionChart,
}));

const LIST = featureRoute('produceProject');
const DETAIL = featureRoute('solutionDetails');

const COLORS = { notStarted: '#bfbfbf', inProduction: '#0057ff', completed: '#52c41a' };

/** The enterprise's project figures of the last 30 days and its newest projects. */
export function ProjectFigures() {
  const { t } = useTranslation('home');
  const user = useUserInfo().data;
  const mayList = !!user && canOpen(user, LIST.name);
  const summary = useRecentSummary();
  const recent = useRecentProjects(mayList);
  const s = summary.data;
  const slices = useMemo(
    () =>
      s
        ? (['notStarted', 'inProduction', 'completed'] as const).map((k) => ({
            name: t(`production.${k}`),
            value: s.byProduction[k],
            color: COLORS[k],
          }))
        : [],
    [s, t],
  );
  return (
    <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
      <Col xs={24} lg={14}>
        <Card title={t('figures.title', { days: s?.days ?? 30 })} loading={summary.isLoading}>
          {s ? (
            <Row gutter={[12, 12]}>
              <Col xs={12} sm={8}>
                <Statistic title={t('figures.projects')} value={s.projectCount} />
              </Col>
              <Col xs={12} sm={8}>
                <Statistic title={t('figures.pieces')} value={s.pieceCount} />
              </Col>
              <Col xs={12} sm={8}>
                <Statistic title={t('figures.slabs')} value={s.slabCount} />
              </Col>
              <Col xs={12} sm={8}>
                <Statistic title={t('figures.area')} value={s.totalAreaM2} suffix="m²" />
              </Col>
              <Col xs={12} sm={8}>
                <Statistic title={t('figures.yield')} value={s.yieldPercent} suffix="%" />
              </Col>
              <Col xs={12} sm={8}>
                <Statistic title={t('figures.pending')} value={s.byReview.pending} />
              </Col>
              <Col xs={24}>
                {s.projectCount > 0 ? (
                  <Suspense fallback={<div style={{ height: 220 }} />}>
                    <ProductionChart slices={slices} label={t('figures.chart')} />
                  </Suspense>
                ) : (
                  <Empty description={t('figures.none')} />
                )}
              </Col>
            </Row>
          ) : null}
        </Card>
      </Col>
      {mayList ? (
        <Col xs={24} lg={10}>
          <Card title={t('recent.title')} extra={<Link to={LIST.path}>{t('recent.all')}</Link>}>
            <List
              loading={recent.isLoading}
              dataSource={recent.data?.list ?? []}
              locale={{ emptyText: <Empty description={t('recent.none')} /> }}
              renderItem={(p) => (
                <List.Item extra={<Tag>{t(`production.${p.productionState}`)}</Tag>}>
                  <List.Item.Meta
                    title={<Link to={DETAIL.to({ id: p.id })}>{p.name}</Link>}
                    description={
                      <Typography.Text type="secondary">
                        {[p.orderNo, p.customerName, formatDateTime(p.createdAt)]
                          .filter(Boolean)
                          .join(' · ')}
                      </Typography.Text>
                    }
                  />
                </List.Item>
              )}
            />
          </Card>
        </Col>
      ) : null}
    </Row>
  );
}
