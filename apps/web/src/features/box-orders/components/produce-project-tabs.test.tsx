import { screen, waitFor, within } from '@testing-library/react';
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
const ORDER = {
  id: 'o1',
  number: 'BO20261127001',
  projectId: 's1',
  projectName: 'Harbour Mall',
  projectOrderNo: 'SO-2026-0095',
  receivingUnit: 'Harbour City',
  address: '1 Quay Road',
  contact: '',
  contactPhone: '',
  status: 'accepted',
  boxCount: 3,
  boxTypes: [
    { type: 'standard', count: 1 },
    { type: 'fumigated', count: 2 },
  ],
  pieceCount: 7,
  areaM2: '2.70',
  createdAt: '2026-11-27T02:00:00.000Z',
  createdBy: 'Admin',
  acceptedAt: '2026-11-27T03:00:00.000Z',
  shippedAt: null,
  shippedBy: null,
  version: 2,
};
const PROJECT = { id: 's1', name: 'Harbour Mall', orderNo: 'SO-2026-0095' };
const server = serveScreen((request: Received) => {
  if (request.path.endsWith('getBoxOrderList'))
    return ok({ list: [ORDER], total: 1, pageNum: 1, pageSize: 20 });
  if (request.path.endsWith('getProduceSolutionList'))
    return ok({ list: [PROJECT], total: 1, pageNum: 1, pageSize: 50 });
  if (request.path.endsWith('getPackedBoxes')) return ok({ list: [] });
  if (request.path.endsWith('createBoxOrder')) return ok({ id: 'o2', number: 'BO20261127002' });
  return ok(null);
});

let ProduceProjectTabs: typeof import('./produce-project-tabs.tsx').ProduceProjectTabs;
beforeAll(async () => {
  await setTestLanguage('en');
  ({ ProduceProjectTabs } = await import('./produce-project-tabs.tsx'));
});

async function open(language: 'en' | 'zh') {
  queryClient.clear();
  setToken('tok');
  queryClient.setQueryData(USER_INFO_KEY, makeUser());
  await renderInApp(
    <QueryClientProvider client={queryClient}>
      <ProduceProjectTabs projects={<p>project list</p>} />
    </QueryClientProvider>,
    language,
    '/produceManagement/produceProject?view=boxOrders',
  );
}

describe('my packing orders', () => {
  it('lists orders with their box types, count and state (zh)', async () => {
    await open('zh');
    expect(await screen.findByText('BO20261127001', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('tab', { name: '我的打包订单' })).toBeTruthy();
    expect(screen.getByText('普通木箱 ×1, 熏蒸木箱 ×2')).toBeTruthy();
    expect(screen.getByText('已接单')).toBeTruthy();
    const row = screen.getByText('BO20261127001').closest('tr')!;
    expect(within(row).getByRole('button', { name: '发货' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: '删除' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: '生产项目' }));
    expect(await screen.findByText('project list', {}, WAIT)).toBeTruthy();
    await setTestLanguage('en');
  });

  it('asks for the address before boxes, then creates the order with its boxes (en)', async () => {
    await open('en');
    await userEvent.click(await screen.findByRole('button', { name: /New box order/ }, WAIT));
    const drawer = await screen.findByRole('dialog', {}, WAIT);
    const add = within(drawer).getByRole('button', { name: /Add box/ });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(within(drawer).getByText('Set an address first')).toBeTruthy();
    await userEvent.click(within(drawer).getByRole('combobox', { name: /Project name/ }));
    await userEvent.click(await screen.findByText('SO-2026-0095 Harbour Mall', {}, WAIT));
    await userEvent.type(
      within(drawer).getByRole('textbox', { name: /Receiving unit/ }),
      'Harbour City',
    );
    await userEvent.type(within(drawer).getByRole('textbox', { name: /Address/ }), '1 Quay Road');
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false), WAIT);
    await userEvent.click(add);
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Box no' }), 'A-01');
    await userEvent.type(within(drawer).getByRole('spinbutton', { name: 'Length (mm)' }), '2400');
    await userEvent.type(within(drawer).getByRole('spinbutton', { name: 'Width (mm)' }), '1300');
    await userEvent.type(within(drawer).getByRole('spinbutton', { name: 'Height (mm)' }), '900');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(
      () =>
        expect(server.received.filter((r) => r.path.endsWith('createBoxOrder'))).toHaveLength(1),
      WAIT,
    );
    const body = server.received.find((r) => r.path.endsWith('createBoxOrder'))!.body;
    expect(body).toMatchObject({
      projectId: 's1',
      receivingUnit: 'Harbour City',
      address: '1 Quay Road',
      boxes: [{ boxNo: 'A-01', boxType: 'standard', lengthMm: 2400, widthMm: 1300, heightMm: 900 }],
    });
  });
});
