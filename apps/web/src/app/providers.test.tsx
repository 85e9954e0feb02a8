import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers } from './providers.tsx';

function MotionProbe() {
  const { token } = theme.useToken();
  return <span>{token.motion ? 'motion on' : 'motion off'}</span>;
}

/** A matchMedia that matches only the reduced-motion query, as a system set to less motion. */
function prefersReducedMotion(reduce: boolean) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      ...original(query),
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as MediaQueryList;
  return () => void (window.matchMedia = original);
}

describe('Providers', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('turns antd motion off for a system that asks for reduced motion', () => {
    restore = prefersReducedMotion(true);
    render(
      <Providers>
        <MotionProbe />
      </Providers>,
    );
    expect(screen.getByText('motion off')).toBeTruthy();
  });

  it('keeps the motion otherwise', () => {
    restore = prefersReducedMotion(false);
    render(
      <Providers>
        <MotionProbe />
      </Providers>,
    );
    expect(screen.getByText('motion on')).toBeTruthy();
  });
});
