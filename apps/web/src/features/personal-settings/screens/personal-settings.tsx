import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { addLocales } from '../../../lib/i18n.ts';
import { en } from '../locales/en.ts';
import { zh } from '../locales/zh.ts';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { PersonalInfoForm } from '../components/personal-info-form.tsx';

addLocales('personalSettings', { en, zh });

/** /personalSettings: every member's own info and password. */
export default function PersonalSettingsPage() {
  const { t } = useTranslation('personalSettings');
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'password' ? 'password' : 'info';
  return (
    <Card variant="borderless">
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearch(key === 'password' ? { tab: key } : {})}
        items={[
          { key: 'info', label: t('tabs.info'), children: <PersonalInfoForm /> },
          { key: 'password', label: t('tabs.password'), children: <ChangePasswordForm /> },
        ]}
      />
    </Card>
  );
}
