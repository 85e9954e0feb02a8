import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { App, Button, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@stone/shared/limits';

/** Full screen where the browser allows it; otherwise "browser does not support" (spec §8). */
export function FullscreenToggle() {
  const { t } = useTranslation('layout');
  const { message } = App.useApp();
  const [isFullscreen, setIsFullscreen] = useState(() => Boolean(document.fullscreenElement));

  useEffect(() => {
    const onChange = () => setIsFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = async () => {
    const root = document.documentElement;
    if (!document.fullscreenEnabled || typeof root.requestFullscreen !== 'function') {
      void message.warning(t('fullscreen.unsupported'), LIMITS.toastSeconds);
      return;
    }
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await root.requestFullscreen();
    } catch {
      void message.warning(t('fullscreen.unsupported'), LIMITS.toastSeconds);
    }
  };

  const label = isFullscreen ? t('fullscreen.exit') : t('fullscreen.enter');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        icon={isFullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={() => void toggle()}
      />
    </Tooltip>
  );
}
