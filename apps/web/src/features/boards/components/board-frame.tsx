import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, ConfigProvider, theme } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveStatus } from '../../../lib/live-events.ts';
import '../boards.css';

const BADGE_CLASS: Record<LiveStatus, string> = {
  connecting: 'board-live-connecting',
  live: 'board-live-ok',
  reconnecting: 'board-live-down',
  ended: 'board-live-down',
};

/**
 * The TV frame of every board: dark, high contrast, a full-screen button (Fullscreen API) and
 * the live badge, which says "reconnecting" while the stream is down.
 */
export function BoardFrame(props: {
  title: string;
  status: LiveStatus;
  tools?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('boards');
  const ref = useRef<HTMLDivElement>(null);
  const [full, setFull] = useState(false);
  useEffect(() => {
    const sync = () => setFull(document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else void ref.current?.requestFullscreen?.();
  };
  return (
    <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
      <div ref={ref} className="board-frame">
        <header className="board-head">
          <h2 className="board-title">{props.title}</h2>
          {props.tools}
          <span
            role="status"
            aria-live="polite"
            className={`board-live ${BADGE_CLASS[props.status]}`}
          >
            {t(`live.${props.status}`)}
          </span>
          <Button
            size="large"
            icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
            onClick={toggle}
          >
            {full ? t('exitFullscreen') : t('fullscreen')}
          </Button>
        </header>
        <div className="board-body">{props.children}</div>
      </div>
    </ConfigProvider>
  );
}
