import { screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DigitalFactoryData } from '@stone/shared/boards/boards';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { setToken } from '../../../lib/token.ts';
import { ok, type Received } from '../../../test/envelope-server.ts';
import { renderInApp } from '../../../test/render.tsx';
import { serveScreen } from '../../../test/screen-server.ts';
import { makeUser } from '../../../test/user-info.ts';

const WAIT = { timeout: 8000 };
const overview: DigitalFactoryData = {
  liveProjects: 4,
  pieceCount: 321,
  plannedCount: 300,
  cutCount: 250,
  secondaryCount: 120,
  boxedCount: 77,
  today: { slabCount: 6, cutAreaM2: '14.25', reportCount: 42, packedCount: 11 },
  days: [
    {
      day: '2026-11-27',
      slabCount: 6,
      cutAreaM2: '14.25',
      reportCount: 42,
      packedCount: 11,
      packedAreaM2: '5.50',
    },
  ],
};
const server = serveScreen((request: Received) =>
  request.path.endsWith('getOverview') || request.path.endsWith('getDigitalFactory')
    ? ok(overview)
    : ok(null),
);

beforeEach(() => {
  // The live stream stays open and silent.
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(new ReadableStream<Uint8Array>(), {
          headers: { 'content-type': 'text/event-stream' },
        }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function open(screenFile: 'digital-factory' | 'mes-digital-factory', language: 'en' | 'zh') {
  const { default: Page } = (await import(`./${screenFile}.tsx`)) as {
    default: () => React.JSX.Element;
  };
  setToken('tok');
  queryClient.setQueryData(USER_INFO_KEY, makeUser());
  await renderInApp(
    <QueryClientProvider client={queryClient}>
      <Page />
    </QueryClientProvider>,
    language,
    '/digitalFactory',
  );
}

describe('digital factory overview', () => {
  it('shows the factory at a glance, read through its own route', async () => {
    await open('digital-factory', 'en');
    expect(await screen.findByText('321', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Digital factory' })).toBeTruthy();
    expect(screen.getByText('Live projects')).toBeTruthy();
    expect(screen.getByText('14.25')).toBeTruthy();
    expect(server.received.some((r) => r.path.endsWith('webDigitalFactory/getOverview'))).toBe(
      true,
    );
  });

  it('in Chinese, under production data', async () => {
    await open('mes-digital-factory', 'zh');
    expect(await screen.findByText('在产项目', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '数字工厂' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /全屏/ })).toBeTruthy();
    expect(server.received.some((r) => r.path.endsWith('webProduceData/getDigitalFactory'))).toBe(
      true,
    );
  });
});
