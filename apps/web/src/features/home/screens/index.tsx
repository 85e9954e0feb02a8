import { DashboardOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buildMenus, routeTitleKey } from '../../../lib/permissions.ts';
import { useUserInfo } from '../../../lib/session.ts';
import { addLocales } from '../../../lib/i18n.ts';
import { en } from '../locales/en.ts';
import { zh } from '../locales/zh.ts';
import { ProjectFigures } from '../components/project-figures.tsx';
import { CuttingFigures } from '../components/cutting-figures.tsx';
import { TargetsProgress } from '../components/targets-progress.tsx';

addLocales('home', { en, zh });

/** Home (menu 100): a welcome, the project figures and the entries this user may open. */
export default function HomePage() {
  const { t } = useTranslation(['home', 'menu']);
  const user = useUserInfo().data;
  const navigate = useNavigate();
  if (!user) return null;
  const entries = buildMenus(user).filter((menu) => menu.name !== 'index');
  return (
    <div>
      <Card
        extra={
          <Button icon={<DashboardOutlined />} onClick={() => void navigate('/mes')}>
            {t('menu:mes')}
          </Button>
        }
      >
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('greeting', { name: user.nickname || user.username })}
        </Typography.Title>
        {user.orgName ? (
          <Typography.Text type="secondary">
            {t('enterprise', { name: user.orgName })}
          </Typography.Text>
        ) : null}
      </Card>
      <TargetsProgress />
      <ProjectFigures />
      <CuttingFigures />
      <Card title={t('quickEntries')} style={{ marginTop: 16 }}>
        {entries.length === 0 ? (
          <Empty description={t('noEntries')} />
        ) : (
          <Row gutter={[12, 12]}>
            {entries.map((entry) => (
              <Col key={entry.name} xs={12} sm={8} lg={6}>
                <Link to={entry.path}>
                  <Card size="small" hoverable>
                    {t(routeTitleKey(entry.name))}
                  </Card>
                </Link>
              </Col>
            ))}
          </Row>
        )}
      </Card>
    </div>
  );
}
