import { Card, Col, Progress, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DataOf } from '@stone/shared';

type Quota = DataOf<'webQuota/getQuotaList'>['list'][number];

export function QuotaCards({ quotas }: { quotas: Quota[] }) {
  const { t } = useTranslation('quotas');
  return (
    <Row gutter={[16, 16]}>
      {quotas.map((q) => (
        <Col key={q.key} xs={24} md={12}>
          <Card size="small" title={t(`quota.${q.key}`)}>
            <Row gutter={8}>
              <Col span={8}>
                <Statistic title={t('total')} value={q.total} />
              </Col>
              <Col span={8}>
                <Statistic title={t('used')} value={q.used} />
              </Col>
              <Col span={8}>
                <Statistic title={t('available')} value={q.available} />
              </Col>
            </Row>
            <Progress
              aria-label={`${t(`quota.${q.key}`)}: ${t('used')}`}
              percent={q.total ? Math.round((q.used / q.total) * 100) : 0}
              status={q.available === 0 ? 'exception' : 'normal'}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
