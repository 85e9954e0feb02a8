import { fireEvent, screen, waitFor } from '@testing-library/react';
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
const WAREHOUSE = { id: 'w1', name: 'North hall', code: 'N1', sort: 0, rackCount: 0, slabCount: 0 };
const WAREHOUSES = {
  list: [{ ...WAREHOUSE, createdAt: '2026-01-01T00:00:00Z', version: 1 }],
  total: 1,
  pageNum: 1,
  pageSize: 100,
};
const server = serveScreen((request: Received) => {
  if (request.path.endsWith('getWarehouseList')) return ok(WAREHOUSES);
  if (request.path.endsWith('getRackList'))
    return ok({ list: [], total: 0, pageNum: 1, pageSize: 20 });
  if (request.path.endsWith('createRacks'))
    return ok({ ids: ['r1', 'r2'], numbers: ['0001', '0002'] });
  return ok(null);
});
const creates = () => server.received.filter((r) => r.path.endsWith('createRacks'));

let RacksTab: typeof import('./racks-tab.tsx').RacksTab;
beforeAll(async () => {
  await setTestLanguage('en');
  await import('../material-locales.ts');
  ({ RacksTab } = await import('./racks-tab.tsx'));
});

async function openBatch(language: 'en' | 'zh' = 'en') {
  setToken('tok');
  queryClient.setQueryData(USER_INFO_KEY, makeUser());
  await renderInApp(
    <QueryClientProvider client={queryClient}>
      <RacksTab />
    </QueryClientProvider>,
    language,
    '/basicManagement?tab=racks',
  );
  // The warehouse choices have arrived before the drawer opens (it preselects the first).
  await waitFor(
    () => expect(server.received.some((r) => r.path.endsWith('getWarehouseList'))).toBe(true),
    WAIT,
  );
  await userEvent.click(
    await screen.findByRole(
      'button',
      { name: language === 'en' ? /Batch create/ : /批量新增/ },
      WAIT,
    ),
  );
  await screen.findByLabelText(language === 'en' ? 'Count' : '数量', {}, WAIT);
}

const field = (id: string) => document.querySelector(`#drawer_${id}`) as HTMLInputElement;
const fill = (values: Record<string, string>) => {
  for (const [id, value] of Object.entries(values))
    fireEvent.change(field(id), { target: { value } });
};
const save = (language: 'en' | 'zh' = 'en') =>
  userEvent.click(screen.getByRole('button', { name: language === 'en' ? 'Save' : /保\s*存/ }));

describe('rack batch create: the form checks what the server checks', () => {
  it('refuses a count over 500, a batch past 9999, values with three decimals and safety above maximum', async () => {
    await openBatch();
    fill({ startNumber: '1', count: '501', safetyValue: '1.234', maxValue: '5' });
    await save();
    expect(await screen.findByText('Count is from 1 to 500', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Enter a number with at most two decimals')).toBeTruthy();

    fill({ startNumber: '9999', count: '2', safetyValue: '10.5', maxValue: '5' });
    await save();
    expect(await screen.findByText('The batch would pass rack number 9999', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('The safety value cannot exceed the maximum value')).toBeTruthy();

    fill({ startNumber: '1', count: '0' });
    await save();
    expect(await screen.findByText('Count is from 1 to 500', {}, WAIT)).toBeTruthy();
    expect(creates()).toHaveLength(0);
  });

  it('sends a valid batch as the endpoint expects and names the racks it made', async () => {
    await openBatch();
    fill({ startNumber: '1', count: '2', safetyValue: '5', maxValue: '10.50' });
    expect(await screen.findByText('Numbers 0001 to 0002', {}, WAIT)).toBeTruthy();
    await save();
    expect(await screen.findByText('Created racks 0001 to 0002', {}, WAIT)).toBeTruthy();
    expect(creates().map((r) => r.body)).toEqual([
      { warehouseId: 'w1', startNumber: 1, count: 2, safetyValue: '5', maxValue: '10.50' },
    ]);
  });

  it('says the same in Chinese', async () => {
    await openBatch('zh');
    fill({ startNumber: '1', count: '600', safetyValue: '9', maxValue: '8.99' });
    await save('zh');
    expect(await screen.findByText('数量为1至500', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('安全值不能大于最大值')).toBeTruthy();
    expect(creates()).toHaveLength(0);
    await setTestLanguage('en');
  });
});
