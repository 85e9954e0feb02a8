import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@stone/shared/limits';
import { useSettings } from '../lib/settings.ts';

/** Ant Design's locale and theme colour, and its App context for toasts and dialogs. */
export function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { themeColor } = useSettings();
  return (
    <ConfigProvider
      // Always a locale object: switching to `undefined` would remount the whole app.
      locale={i18n.language === 'en' ? enUS : zhCN}
      theme={{ token: { colorPrimary: themeColor } }}
    >
      <AntApp message={{ duration: LIMITS.toastSeconds, maxCount: 3 }}>{children}</AntApp>
    </ConfigProvider>
  );
}
