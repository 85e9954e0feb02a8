import { Button, ColorPicker, Drawer, Form, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@stone/shared/limits';
import { resetSettings, updateSettings, useSettings } from '../lib/settings.ts';

const PRESETS = [
  LIMITS.defaultThemeColor,
  '#1677ff',
  '#13c2c2',
  '#52c41a',
  '#fa8c16',
  '#f5222d',
  '#722ed1',
];

/** Tags view, fixed header, sidebar logo, theme colour; kept in one local-storage object. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('layout');
  const settings = useSettings();
  return (
    <Drawer
      title={t('settings.title')}
      open={open}
      onClose={onClose}
      size={300}
      data-testid="settings-drawer"
    >
      <Form layout="horizontal" labelCol={{ span: 16 }} wrapperCol={{ span: 8 }} colon={false}>
        <Form.Item label={t('settings.tagsView')}>
          <Switch
            checked={settings.tagsView}
            aria-label={t('settings.tagsView')}
            onChange={(tagsView) => updateSettings({ tagsView })}
          />
        </Form.Item>
        <Form.Item label={t('settings.fixedHeader')}>
          <Switch
            checked={settings.fixedHeader}
            aria-label={t('settings.fixedHeader')}
            onChange={(fixedHeader) => updateSettings({ fixedHeader })}
          />
        </Form.Item>
        <Form.Item label={t('settings.sidebarLogo')}>
          <Switch
            checked={settings.sidebarLogo}
            aria-label={t('settings.sidebarLogo')}
            onChange={(sidebarLogo) => updateSettings({ sidebarLogo })}
          />
        </Form.Item>
        <Form.Item label={t('settings.themeColor')}>
          <ColorPicker
            value={settings.themeColor}
            disabledAlpha
            presets={[{ label: t('settings.themeColor'), colors: PRESETS }]}
            onChangeComplete={(color) => updateSettings({ themeColor: color.toHexString() })}
          />
        </Form.Item>
      </Form>
      <Button block onClick={resetSettings}>
        {t('settings.reset')}
      </Button>
    </Drawer>
  );
}
