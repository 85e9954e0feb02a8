import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { setToken } from '../../../lib/token.ts';
import { ok } from '../../../test/envelope-server.ts';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import { serveScreen } from '../../../test/screen-server.ts';
import { makeUser } from '../../../test/user-info.ts';

const WAIT = { timeout: 8000 };
const PROCESS = {
  id: 'p1',
  name: 'Edge polishing',
  code: 'EDGE',
  fee: '12.00',
  unit: 'perMetre',
  sizeMinMm: 0,
  sizeMaxMm: 3200,
  workshopId: null,
  processingPart: '',
  flowMode: 'manual',
  flowUnit: 'process',
  reportMode: 'batch',
  bonding: false,
  outsourcingType: 'labourOnly',
  outsourcingCost: '0.10',
  auxiliaryCost: '0.20',
  workerCost: '3.00',
  totalCost: '3.30',
  qrCode: 'STONE-PROC:EDGE',
  createdAt: '2026-11-01T08:00:00Z',
  version: 1,
};
const server = serveScreen((req) => {
  if (req.path.endsWith('getProcessList'))
    return ok({ list: [PROCESS], total: 1, pageNum: 1, pageSize: 20 });
  if (req.path.endsWith('getProcessFormOptions')) return ok({ workshops: [] });
  return ok({ id: 'p9' });
});
const sent = (call: string) => server.received.find((r) => r.path.endsWith(call))?.body;

let Screen: typeof import('./code-management.tsx').default;
beforeAll(async () => {
  await setTestLanguage('en');
  ({ default: Screen } = await import('./code-management.tsx'));
});

async function open(language: 'en' | 'zh') {
  setToken('tok');
  queryClient.setQueryData(USER_INFO_KEY, makeUser());
  await renderInApp(
    <QueryClientProvider client={queryClient}>
      <Screen />
    </QueryClientProvider>,
    language,
    '/codeManagement',
  );
  await screen.findByText('Edge polishing', {}, WAIT);
}

const type = (id: string, value: string) =>
  fireEvent.change(document.querySelector(`#drawer_${id}`) as HTMLInputElement, {
    target: { value },
  });

describe.each([
  ['en', 'New process', 'Save', 'at most 2 decimals', 'may not exceed'],
  ['zh', '新增工序', '保 存', '最多两位小数', '不能大于'],
] as const)('processes in %s', (lang, add, save, feeMessage, rangeMessage) => {
  it('refuses a fee of 12.345 and a reversed size range, sums the costs exactly', async () => {
    await setTestLanguage(lang);
    await open(lang);
    expect(screen.getByText('3.30')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: new RegExp(add) }));
    await waitFor(() => expect(document.querySelector('#drawer_fee')).toBeTruthy(), WAIT);
    type('name', 'Chamfer');
    type('code', 'CH-1');
    type('fee', '12.345');
    fireEvent.change(document.querySelector('#drawer_sizeMinMm') as HTMLInputElement, {
      target: { value: '3000' },
    });
    fireEvent.change(document.querySelector('#drawer_sizeMaxMm') as HTMLInputElement, {
      target: { value: '100' },
    });
    type('outsourcingCost', '0.1');
    type('auxiliaryCost', '0.2');
    type('workerCost', '999999.99');
    expect(await screen.findByDisplayValue('1000000.29', {}, WAIT)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: save }));
    expect(await screen.findByText(new RegExp(feeMessage), {}, WAIT)).toBeTruthy();
    expect(await screen.findByText(new RegExp(rangeMessage), {}, WAIT)).toBeTruthy();
    expect(sent('createProcess')).toBeUndefined();
  });
});
