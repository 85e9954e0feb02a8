import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../lib/settings.ts';
import { useMediaQuery } from '../lib/use-media-query.ts';
import { antdLocale } from './antd-locale.ts';

/**
 * Text and tag colours with at least 4.5:1 contrast (WCAG AA, axe "color-contrast"): antd's
 * greys (45 % and 25 % black) and the light tags' text (the palettes' 7th shade, the status
 * colours) fall below it on white and on the tags' pale backgrounds. Fixed here, once, for
 * every screen. Disabled controls keep antd's grey (exempt).
 */
const READABLE_TOKENS = {
  colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
  colorTextDescription: 'rgba(0, 0, 0, 0.62)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  colorSuccess: '#237804',
  colorWarning: '#ad4e00',
  colorInfo: '#0958d9',
  colorError: '#cf1322',
  // antd derives the pale backgrounds from the seeds above; from these dark seeds it derives a
  // grey-green (#adb8a5) the status tags' text fails on, so the usual pale shades stay.
  colorSuccessBg: '#f6ffed',
  colorWarningBg: '#fff7e6',
  colorInfoBg: '#e6f4ff',
  colorErrorBg: '#fff1f0',
  // Preset tag colours: antd derives each palette from its seed and ignores a shade set alone,
  // so the seeds move one or two shades darker; the tags' text (shade 7) then reads 4.5:1.
  green: '#237804',
  gold: '#ad6800',
  orange: '#d46b08',
  cyan: '#08979c',
  lime: '#5b8c00',
  volcano: '#d4380d',
} as const;

/**
 * Ant Design's locale and theme colour. Its App context (toasts, dialogs) is the signed-in
 * area's (auth-gate.tsx); public pages have toasts of their own (root-route.tsx).
 */
export function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { themeColor } = useSettings();
  // Who asks the system for less motion gets none: dialogs and toasts appear and go at once.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return (
    <ConfigProvider
      // Loaded before the first paint and before a switch (antd-locale.ts), so always an object:
      // switching to `undefined` would remount the whole app.
      locale={antdLocale(i18n.language === 'en' ? 'en' : 'zh')}
      theme={{ token: { ...READABLE_TOKENS, colorPrimary: themeColor, motion: !reducedMotion } }}
    >
      {children}
    </ConfigProvider>
  );
}
