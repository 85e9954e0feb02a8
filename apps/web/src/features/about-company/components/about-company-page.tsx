import { LogoutOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { logout, reloadUserInfo } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { CreateOrgForm } from './create-org-form.tsx';
import { JoinOrgPanel } from './join-org-panel.tsx';
import { MyApplications } from './my-applications.tsx';
import './about-company-page.css';
import { addLocales } from '../../../lib/i18n.ts';
import { en } from '../locales/en.ts';
import { zh } from '../locales/zh.ts';

addLocales('aboutCompany', { en, zh });

/** For a signed-in user without an enterprise: create one, or apply to join one (spec §5). */
export function AboutCompanyPage() {
  const { t } = useTranslation(['aboutCompany', 'common']);
  const navigate = useNavigate();
  useDocumentTitle(t('title'));

  const enterConsole = async () => {
    const user = await reloadUserInfo().catch(() => null);
    if (user?.orgId) void navigate('/index', { replace: true });
  };
  const onLogout = async () => {
    await logout();
    void navigate('/login', { replace: true });
  };

  return (
    <div className="about-company">
      <header className="about-company__bar">
        <Typography.Text strong>{t('common:appName')}</Typography.Text>
        <span>
          <LanguageSwitch />
          <Button type="text" icon={<LogoutOutlined />} onClick={() => void onLogout()}>
            {t('logout')}
          </Button>
        </span>
      </header>
      <main className="about-company__main">
        <Typography.Title level={2}>{t('title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
        <Row gutter={[16, 16]}>
          <Col xs={24} md={12}>
            <Card title={t('create.title')}>
              <Typography.Paragraph type="secondary">{t('create.hint')}</Typography.Paragraph>
              <CreateOrgForm onCreated={enterConsole} />
            </Card>
          </Col>
          <Col xs={24} md={12}>
            <Card title={t('join.title')}>
              <Typography.Paragraph type="secondary">{t('join.hint')}</Typography.Paragraph>
              <JoinOrgPanel />
            </Card>
            <Card title={t('applications.title')} style={{ marginTop: 16 }}>
              <MyApplications onApproved={enterConsole} />
            </Card>
          </Col>
        </Row>
      </main>
    </div>
  );
}
