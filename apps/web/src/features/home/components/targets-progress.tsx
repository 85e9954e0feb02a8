import { Card, Col, Progress, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bpToPercent } from '@stone/shared/units';
import { featureRoute } from '../../../components/crud/route-perms.ts';
import { canOpen } from '../../../lib/permissions.ts';
import { useUserInfo } from '../../../lib/session.ts';
import { useHomeTargets } from '../api.ts';

const TARGETS = featureRoute('monthStandard');

/** This month's progress per module against its monthly target (product-spec §2 home). */
export function TargetsProgress() {
  const { t } = useTranslation('home');
  const user = useUserInfo().data;
  const query = useHomeTargets();
  const data = query.data;
  const mayOpen = !!user && canOpen(user, TARGETS.name);
  return (
    <Card
      title={t('targets.title', { month: data?.month ?? '' })}
      style={{ marginTop: 16 }}
      loading={query.isLoading}
      extra={mayOpen ? <Link to={TARGETS.path}>{t('targets.set')}</Link> : null}
    >
      <Row gutter={[16, 16]}>
        {(data?.list ?? []).map((m) => (
          <Col key={m.module} xs={24} sm={12} lg={6}>
            <Typography.Text strong>{t(`targets.${m.module}`)}</Typography.Text>
            <Progress
              percent={m.progressBp === null ? 0 : Math.min(100, m.progressBp / 100)}
              format={() => (m.progressBp === null ? '—' : `${bpToPercent(m.progressBp)}%`)}
              aria-label={t(`targets.${m.module}`)}
            />
            <Typography.Text type="secondary">
              {t('targets.done', { done: m.done })}{' '}
              {m.target === null ? t('targets.notSet') : t('targets.of', { target: m.target })}
            </Typography.Text>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
