import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render.tsx';
import { checkSlider, getSliderPuzzle } from './sms-code-calls.ts';
import { SliderCaptcha } from './slider-captcha.tsx';

vi.mock('./sms-code-calls.ts', () => ({ getSliderPuzzle: vi.fn(), checkSlider: vi.fn() }));

const puzzle = (captchaId: string) => ({
  captchaId,
  width: 300,
  height: 150,
  pieceSize: 44,
  pieceY: 40,
  background: 'data:image/svg+xml;base64,',
  piece: 'data:image/svg+xml;base64,',
});

beforeEach(() => {
  vi.mocked(getSliderPuzzle).mockReset();
  vi.mocked(checkSlider).mockReset();
});

describe('slider captcha', () => {
  it('can be solved with the keyboard and hands back the slider token', async () => {
    vi.mocked(getSliderPuzzle).mockResolvedValue(puzzle('c1'));
    vi.mocked(checkSlider).mockResolvedValue({ sliderToken: 'st-1' });
    const onVerified = vi.fn();
    await renderInApp(<SliderCaptcha onVerified={onVerified} />, 'en');
    const handle = await screen.findByRole('slider');
    fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(handle.getAttribute('aria-valuenow')).toBe('21');
    fireEvent.keyDown(handle, { key: 'Enter' });
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('st-1'));
    expect(vi.mocked(checkSlider).mock.calls[0]?.[0]).toMatchObject({ captchaId: 'c1', x: 21 });
  });

  it('never lets the piece leave the picture', async () => {
    vi.mocked(getSliderPuzzle).mockResolvedValue(puzzle('c1'));
    await renderInApp(<SliderCaptcha onVerified={vi.fn()} />, 'en');
    const handle = await screen.findByRole('slider');
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    expect(handle.getAttribute('aria-valuenow')).toBe('0');
    for (let i = 0; i < 40; i++) fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    expect(handle.getAttribute('aria-valuenow')).toBe('256');
  });

  it('loads a new puzzle after a wrong answer', async () => {
    vi.mocked(getSliderPuzzle)
      .mockResolvedValueOnce(puzzle('c1'))
      .mockResolvedValueOnce(puzzle('c2'));
    vi.mocked(checkSlider).mockRejectedValue(new Error('Verification failed, try again'));
    const onVerified = vi.fn();
    const { container } = await renderInApp(<SliderCaptcha onVerified={onVerified} />, 'en');
    const handle = await screen.findByRole('slider');
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'Enter' });
    await waitFor(() =>
      expect(container.querySelector('[data-captcha-id]')?.getAttribute('data-captcha-id')).toBe(
        'c2',
      ),
    );
    expect(onVerified).not.toHaveBeenCalled();
    expect(screen.getByRole('slider').getAttribute('aria-valuenow')).toBe('0');
  });
});
