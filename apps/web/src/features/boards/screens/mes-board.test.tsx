import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  MasterControlData,
  MonthlyIndicatorsData,
  PackingBoardData,
} from '@stone/shared/boards/boards';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { setToken } from '../../../lib/token.ts';
import { ok, type Received } from '../../../test/envelope-server.ts';
import { renderInApp } from '../../../test/render.tsx';
import { serveScreen } from '../../../test/screen-server.ts';
import { makeUser } from '../../../test/user-info.ts';

const WAIT = { timeout: 8000 };
const master = (cut: number): MasterControlData => ({
  liveProjects: 3,
  pieceCount: 120,
  plannedCount: 120,
  cutCount: cut,
  secondaryCount: 40,
  boxedCount: 20,
  today: { slabCount: 7, cutAreaM2: '18.50', reportCount: 31, packedCount: 9 },
  projects: [
    {
      id: 'p1',
      name: 'Harbour hotel',
      orderNo: 'SO-1',
      pieceCount: 100,
      cutCount: 60,
      secondaryCount: 30,
      boxedCount: 25,
    },
  ],
});
const packing: PackingBoardData = {
  today: { packedCount: 12, packedAreaM2: '6.00', boxesCreated: 2 },
  openBoxes: 4,
  sealedBoxes: 5,
  days: [{ day: '2026-11-27', packedCount: 12, packedAreaM2: '6.00' }],
  projects: [],
};

const day = {
  day: '2026-11-27',
  slabCount: 3,
  cutAreaM2: '9.00',
  reportCount: 12,
  packedCount: 4,
  packedAreaM2: '2.00',
};
const monthly = (cuttingTarget: string | null): MonthlyIndicatorsData => ({
  fromDay: '2026-10-29',
  toDay: '2026-11-27',
  totals: { ...day, slabCount: 333 },
  days: [day],
  targets: {
    month: '2026-11',
    list: [
      {
        module: 'cutting',
        target: cuttingTarget,
        done: '450.00',
        progressBp: cuttingTarget ? 7_500 : null,
      },
      { module: 'packing', target: null, done: '0.00', progressBp: null },
    ],
  },
});
let cuttingTarget: string | null = '600.00';

let cut = 80;
const server = serveScreen((request: Received) => {
  if (request.path.endsWith('getMasterControl')) return ok(master(cut));
  if (request.path.endsWith('getPacking')) return ok(packing);
  if (request.path.endsWith('getMonthlyIndicators')) return ok(monthly(cuttingTarget));
  return ok(null);
});
const masterCalls = () => server.received.filter((r) => r.path.endsWith('getMasterControl'));

/** The live stream, through a stubbed fetch (the API client itself uses XHR). */
let push: (text: string) => void = () => undefined;
let drop: () => void = () => undefined;
const streamRequests: Record<string, string>[] = [];
beforeEach(() => {
  cut = 80;
  streamRequests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      streamRequests.push({ ...(init?.headers as Record<string, string>) });
      let control!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({ start: (c) => (control = c) });
      push = (text) => control.enqueue(new TextEncoder().encode(text));
      drop = () => control.close();
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

let MesBoardPage: typeof import('./mes-board.tsx').default;
beforeAll(async () => {
  ({ default: MesBoardPage } = await import('./mes-board.tsx'));
});

async function open(language: 'en' | 'zh' = 'en', path = '/mesBoard') {
  setToken('tok');
  queryClient.setQueryData(USER_INFO_KEY, makeUser());
  await renderInApp(
    <QueryClientProvider client={queryClient}>
      <MesBoardPage />
    </QueryClientProvider>,
    language,
    path,
  );
}
const event = (n: number) =>
  `id: e${n}\nevent: pieceProgress\ndata: {"kind":"cut","projectId":"p1","planeIds":["A"]}\n\n`;

describe('digital boards', () => {
  it('shows master control in large figures, live, with a full-screen button', async () => {
    await open();
    expect(await screen.findByText('Harbour hotel', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Master control' })).toBeTruthy();
    expect(screen.getByText('80')).toBeTruthy();
    expect(screen.getByText('18.50')).toBeTruthy();
    expect(screen.getByText('25%')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Full screen/ })).toBeTruthy();
    expect(await screen.findByText('Live', {}, WAIT)).toBeTruthy();
    expect(streamRequests[0]).toMatchObject({ authorization: 'tok' });
  });

  it('in Chinese, and another board by tab', async () => {
    await open('zh');
    expect(await screen.findByRole('heading', { name: '总控看板' }, WAIT)).toBeTruthy();
    await userEvent.click(screen.getByText('包装看板'));
    expect(await screen.findByRole('heading', { name: '包装看板' }, WAIT)).toBeTruthy();
    expect(await screen.findByText('已封箱', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('5')).toBeTruthy();
  });

  it('monthly indicators: the 30 days and the month against its targets, or a note', async () => {
    await open('en', '/mesBoard?board=monthlyIndicators');
    expect(await screen.findByText('333', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Targets for 2026-11')).toBeTruthy();
    expect(screen.getByText('Cutting · 450.00 of 600.00 m²')).toBeTruthy();
    expect(screen.getByText('75%')).toBeTruthy();
    expect(screen.queryByText(/Packing ·/)).toBeNull();
  });

  it('monthly indicators without targets say so', async () => {
    cuttingTarget = null;
    await open('zh', '/mesBoard?board=monthlyIndicators');
    expect(
      await screen.findByText('2026-11 尚未设置月度标准：仅显示实际数据。', {}, WAIT),
    ).toBeTruthy();
    cuttingTarget = '600.00';
  });

  it('a live event reads the shown board again, within 2 s', async () => {
    await open();
    await screen.findByText('Live', {}, WAIT);
    await waitFor(() => expect(masterCalls()).toHaveLength(1));
    cut = 95;
    const sent = Date.now();
    push(event(1));
    expect(await screen.findByText('95', {}, WAIT)).toBeTruthy();
    expect(Date.now() - sent).toBeLessThan(2000);
    expect(masterCalls()).toHaveLength(2);
    // A burst (a batch of scans) is one read.
    push(event(2) + event(3));
    push(event(4));
    await waitFor(() => expect(masterCalls()).toHaveLength(3), WAIT);
    await new Promise((r) => setTimeout(r, 500));
    expect(masterCalls()).toHaveLength(3);
  });

  it('says "reconnecting" while the stream is down, then resumes from the last event', async () => {
    await open();
    await screen.findByText('Live', {}, WAIT);
    push(event(7));
    await waitFor(() => expect(masterCalls()).toHaveLength(2), WAIT);
    drop();
    expect(await screen.findByText('Reconnecting…', {}, WAIT)).toBeTruthy();
    expect(await screen.findByText('Live', {}, WAIT)).toBeTruthy();
    expect(streamRequests[1]).toMatchObject({ 'last-event-id': 'e7' });
    cut = 99;
    push(event(8));
    expect(await screen.findByText('99', {}, WAIT)).toBeTruthy();
  });
});
