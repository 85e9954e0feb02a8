import type { ReactNode } from 'react';
import './slider-status.css';

/** Where the slider stands while it cannot be dragged yet: loading, or failed with a retry. */
export function SliderStatus({ children }: { children: ReactNode }) {
  return <div className="slider-captcha__status">{children}</div>;
}

/** The one waiting state, whether the slider's code or its puzzle is on the way. */
export function SliderLoading({ text }: { text: string }) {
  return (
    <SliderStatus>
      <span className="page-loading__spinner" aria-hidden />
      <span>{text}</span>
    </SliderStatus>
  );
}
