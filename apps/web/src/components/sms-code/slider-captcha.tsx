import { ArrowRightOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { DataOf } from '@stone/shared';
import { useTranslation } from 'react-i18next';
import { checkSlider, getSliderPuzzle } from './sms-code-calls.ts';
import './slider-captcha.css';
import { SliderLoading, SliderStatus } from './slider-status.tsx';

type Props = { onVerified: (sliderToken: string) => void };
type Puzzle = DataOf<'webCaptcha/getSliderPuzzle'>;
type Loaded = { attempt: number; puzzle: Puzzle | null; failed: boolean };

/** The server draws a gap at a secret x; the person drags the piece onto it (spec §4). */
export function SliderCaptcha({ onVerified }: Props) {
  const { t } = useTranslation(['smsCode', 'common']);
  const [attempt, setAttempt] = useState(0);
  const [x, setX] = useState(0);
  const [busy, setBusy] = useState(false);
  const drag = useRef<{ offset: number; startedAt: number } | null>(null);
  const keyStartedAt = useRef<number | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  // A fresh puzzle per attempt; an answer that arrives for an older attempt is dropped.
  useEffect(() => {
    let current = true;
    getSliderPuzzle({}).then(
      (puzzle) => current && setLoaded({ attempt, puzzle, failed: false }),
      () => current && setLoaded({ attempt, puzzle: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const isCurrent = loaded?.attempt === attempt;
  const data = isCurrent ? loaded.puzzle : null;
  const maxX = data ? data.width - data.pieceSize : 0;
  const clamp = (value: number) => Math.min(Math.max(value, 0), maxX);

  const restart = () => {
    setX(0);
    keyStartedAt.current = null;
    setAttempt((n) => n + 1);
  };

  const verify = async (finalX: number, durationMs: number) => {
    if (!data || busy) return;
    setBusy(true);
    try {
      const { sliderToken } = await checkSlider({
        captchaId: data.captchaId,
        x: Math.round(finalX),
        durationMs: Math.max(0, Math.round(durationMs)),
      });
      onVerified(sliderToken);
    } catch {
      restart();
    } finally {
      setBusy(false);
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (busy || !data) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { offset: event.clientX - x, startedAt: performance.now() };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) setX(clamp(event.clientX - drag.current.offset));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    drag.current = null;
    const finalX = clamp(event.clientX - current.offset);
    setX(finalX);
    void verify(finalX, performance.now() - current.startedAt);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 10 : 1;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      keyStartedAt.current ??= performance.now();
      setX((value) => clamp(value + (event.key === 'ArrowRight' ? step : -step)));
    } else if (event.key === 'Enter' && keyStartedAt.current !== null) {
      event.preventDefault();
      void verify(x, performance.now() - keyStartedAt.current);
    }
  };

  if (isCurrent && loaded.failed) {
    return (
      <SliderStatus>
        <span>{t('slider.loadFailed')}</span>
        <Button onClick={restart}>{t('common:actions.retry')}</Button>
      </SliderStatus>
    );
  }
  if (!data) {
    return <SliderLoading text={t('slider.loading')} />;
  }
  return (
    <div className="slider-captcha" data-captcha-id={data.captchaId} style={{ width: data.width }}>
      <div className="slider-captcha__image" style={{ width: data.width, height: data.height }}>
        <img
          src={data.background}
          width={data.width}
          height={data.height}
          alt=""
          draggable={false}
        />
        <img
          className="slider-captcha__piece"
          src={data.piece}
          alt=""
          draggable={false}
          style={{ left: x, top: data.pieceY, width: data.pieceSize, height: data.pieceSize }}
        />
        <Button
          className="slider-captcha__refresh"
          size="small"
          icon={<ReloadOutlined />}
          aria-label={t('slider.refresh')}
          title={t('slider.refresh')}
          onClick={restart}
        />
      </div>
      <div className="slider-captcha__track">
        <div className="slider-captcha__fill" style={{ width: x + data.pieceSize / 2 }} />
        <span className="slider-captcha__hint">{t('slider.hint')}</span>
        <div
          className="slider-captcha__handle"
          role="slider"
          tabIndex={0}
          aria-label={t('slider.handle')}
          aria-valuemin={0}
          aria-valuemax={maxX}
          aria-valuenow={Math.round(x)}
          aria-busy={busy}
          style={{ left: x, width: data.pieceSize }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onKeyDown={onKeyDown}
        >
          <ArrowRightOutlined />
        </div>
      </div>
    </div>
  );
}
