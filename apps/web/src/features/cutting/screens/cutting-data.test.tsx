import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { setToken } from '../../../lib/token.ts';
import { ok, type Received } from '../../../test/envelope-server.ts';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import { serveScreen } from '../../../test/screen-server.ts';
import { makeUser } from '../../../test/user-info.ts';

const WAIT = { timeout: 8000 };
const RECORD = {
  id: 'c1',
  cutAt: '2026-11-26T02:00:00.000Z',
  operatorName: 'Wang',
  deviceId: 'd1',
  deviceCode: 'SAW-01',
  deviceTable: 'A',
  cutLengthM: '31.20',
  areaM2: '4.10',
  consumptionM2: '5.40',
  status: 'done',
  projectId: 'p1',
  projectName: 'Villa kitchen',
  blockNo: 'YS2411-20',
  bundleNo: 'Z05',
  slabNo: '02',
  planSeq: 2,
  planSize: '3000 × 1800',
  slabId: 's1',
  slabArea: '5.76',
  pieceCount: 6,
  yieldPercent: '71.18',
  rectYieldPercent: '74.00',
  taskType: 'slab',
  barcode: 'YS2411-20-Z05-02',
  materialName: 'Ariston White',
};
const server = serveScreen((request: Received) => {
  if (request.path.endsWith('getCuttingDataList'))
    return ok({ list: [RECORD], total: 1, pageNum: 1, pageSize: 20 });
  if (request.path.endsWith('getCuttingDataTotals'))
    return ok({
      slabCount: 1,
      areaM2: '4.10',
      cutLengthM: '31.20',
      consumptionM2: '5.40',
      yieldPercent: '71.18',
      fromDay: '2026-10-28',
      toDay: '2026-11-26',
    });
  if (request.path.endsWith('getCuttingDataChoices'))
    return ok({ devices: [], operators: [], projects: [], materials: [] });
  return ok(null);
});

let CuttingDataPage: typeof import('./cutting-data.tsx').default;
beforeAll(async () => {
  await setTestLanguage('en');
  ({ default: CuttingDataPage } = await import('./cutting-data.tsx'));
});

const TEXT = {
  en: { slabs: 'Slabs cut', week: 'Week', slabLink: 'Slab' },
  zh: { slabs: '切割大板数', week: '近一周', slabLink: /^大\s?板$/ },
};

describe.each(['en', 'zh'] as const)('cutting data (%s)', (language) => {
  it('shows the records with their totals, and a preset re-reads both', async () => {
    setToken('tok');
    queryClient.setQueryData(USER_INFO_KEY, makeUser());
    await renderInApp(
      <QueryClientProvider client={queryClient}>
        <CuttingDataPage />
      </QueryClientProvider>,
      language,
      '/produceData/cuttingData',
    );
    const text = TEXT[language];
    expect(await screen.findByText('YS2411-20-Z05-02', {}, WAIT)).toBeTruthy();
    expect(await screen.findByText(text.slabs, {}, WAIT)).toBeTruthy();
    expect(screen.getAllByText('71.18').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'SAW-01' }).getAttribute('href')).toBe(
      '/deviceDetails?id=d1',
    );
    await userEvent.click(screen.getByText(text.week));
    const last = (name: string) => server.received.filter((r) => r.path.endsWith(name)).at(-1);
    await waitFor(() => {
      expect(last('getCuttingDataList')?.body).toMatchObject({ preset: 'week' });
      expect(last('getCuttingDataTotals')?.body).toMatchObject({ preset: 'week' });
    }, WAIT);
  });
});
