import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ControlProject } from '@stone/shared/production/control';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { setToken } from '../../../lib/token.ts';
import { ok, type Received } from '../../../test/envelope-server.ts';
import { renderInApp } from '../../../test/render.tsx';
import { serveScreen } from '../../../test/screen-server.ts';
import { makeUser } from '../../../test/user-info.ts';

const WAIT = { timeout: 8000 };
const plane = (id: string, n: number, cut: number, frames: number) => ({
  id,
  name: `Elevation ${id}`,
  batch: 'B1',
  pieceCount: n,
  plannedCount: n,
  cutCount: cut,
  secondaryCount: 0,
  boxedCount: 0,
  framesInCirculation: frames,
});
const project = (over: Partial<ControlProject>): ControlProject => ({
  id: 'p',
  name: 'Project',
  orderNo: 'SO-1',
  customerName: 'Hotel group',
  productionState: 'inProduction',
  createdAt: '2026-11-01T00:00:00.000Z',
  deliveryAt: '2026-12-10T00:00:00.000Z',
  daysToDelivery: 12,
  overdue: false,
  progressBp: 5_000,
  elapsedBp: 4_000,
  riskBp: -1_000,
  riskLevel: 'low',
  pieceCount: 20,
  plannedCount: 20,
  cutCount: 10,
  secondaryCount: 10,
  boxedCount: 10,
  framesInCirculation: 0,
  planes: [],
  ...over,
});
const LATE = project({
  id: 'late',
  name: 'Overdue tower',
  overdue: true,
  daysToDelivery: -2,
  riskLevel: 'high',
  framesInCirculation: 3,
  planes: [plane('A', 10, 10, 3), plane('B', 10, 0, 0)],
});
const FINE = project({ id: 'fine', name: 'Calm villa', daysToDelivery: 12 });

let list: ControlProject[] = [LATE, FINE];
const server = serveScreen((request: Received) => {
  if (request.path.endsWith('getProductionControl'))
    return ok({
      list,
      total: list.length,
      pageNum: 1,
      pageSize: 20,
      highRisk: 1,
      mediumRisk: 0,
      at: '',
    });
  return ok(null);
});
const controlCalls = () => server.received.filter((r) => r.path.endsWith('getProductionControl'));

/** The live stream, through a stubbed fetch (the API client itself uses XHR). */
let push: (text: string) => void = () => undefined;
const streamRequests: Record<string, string>[] = [];
beforeEach(() => {
  list = [LATE, FINE];
  streamRequests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      streamRequests.push({ ...(init?.headers as Record<string, string>) });
      let control!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({ start: (c) => (control = c) });
      push = (text) => control.enqueue(new TextEncoder().encode(text));
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

let NewMesPage: typeof import('./new-mes.tsx').default;
beforeAll(async () => {
  ({ default: NewMesPage } = await import('./new-mes.tsx'));
});

async function open(language: 'en' | 'zh' = 'en') {
  setToken('tok');
  queryClient.setQueryData(USER_INFO_KEY, makeUser());
  await renderInApp(
    <QueryClientProvider client={queryClient}>
      <NewMesPage />
    </QueryClientProvider>,
    language,
    '/newMes',
  );
}

describe('production control', () => {
  it('shows live projects late risk first, with risk, delivery, stage bars and frames', async () => {
    await open();
    const late = (await screen.findByText('Overdue tower', {}, WAIT)).closest('.ant-card')!;
    const cards = document.querySelectorAll('.control-card');
    expect(cards[0]).toBe(late);
    expect(within(late as HTMLElement).getByText('High risk')).toBeTruthy();
    expect(within(late as HTMLElement).getByText('Overdue 2 d')).toBeTruthy();
    expect(within(late as HTMLElement).getByLabelText('Cut: 10 of 10')).toBeTruthy();
    expect(within(late as HTMLElement).getByTitle('Frames in circulation: 3')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText('12 d to delivery')).toBeTruthy();
    expect(screen.getByText('2 live projects · 1 high risk · 0 at risk')).toBeTruthy();
    expect(await screen.findByText('Live', {}, WAIT)).toBeTruthy();
    expect(streamRequests[0]).toMatchObject({ authorization: 'tok' });
  });

  it('in Chinese', async () => {
    await open('zh');
    expect(await screen.findByText('高风险', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('已逾期 2 天')).toBeTruthy();
    expect(screen.getByText('距交期 12 天')).toBeTruthy();
    expect(await screen.findByText('实时', {}, WAIT)).toBeTruthy();
  });

  it('a burst of live events refetches once, after the debounce', async () => {
    await open();
    await screen.findByText('Live', {}, WAIT);
    await waitFor(() => expect(controlCalls()).toHaveLength(1));
    list = [{ ...LATE, name: 'Overdue tower (cut more)' }, FINE];
    const event = (n: number) =>
      `id: e${n}\nevent: pieceProgress\ndata: {"kind":"cut","projectId":"late","planeIds":["A"]}\n\n`;
    push(event(1) + event(2));
    push(event(3));
    expect(await screen.findByText('Overdue tower (cut more)', {}, WAIT)).toBeTruthy();
    await new Promise((r) => setTimeout(r, 400));
    expect(controlCalls()).toHaveLength(2);
  });

  it('keyword and at-risk filters go to the server; nothing found says so', async () => {
    await open();
    await screen.findByText('Overdue tower', {}, WAIT);
    list = [];
    await userEvent.type(screen.getByLabelText('Search projects'), 'villa{Enter}');
    expect(await screen.findByText('No live project matches', {}, WAIT)).toBeTruthy();
    expect(controlCalls().at(-1)?.body).toMatchObject({ keyword: 'villa' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'At risk only' }));
    await waitFor(() =>
      expect(controlCalls().at(-1)?.body).toMatchObject({ keyword: 'villa', atRiskOnly: true }),
    );
  });
});
