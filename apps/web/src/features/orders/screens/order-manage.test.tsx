import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UserInfo } from '@stone/shared/account/user';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { setToken } from '../../../lib/token.ts';
import { fail, ok, type Received } from '../../../test/envelope-server.ts';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import { serveScreen } from '../../../test/screen-server.ts';
import { makeLimitedUser, makeUser } from '../../../test/user-info.ts';
import { order } from '../test-data.ts';

const WAIT = { timeout: 8000 };
const ORDERS = [order(1, { priceLocked: true, lockedUnitPrice: '268.00' }), order(2)];

let refusePhone = false;
const server = serveScreen((request: Received) => {
  if (request.path.endsWith('getOrderList'))
    return ok({ list: ORDERS, total: ORDERS.length, pageNum: 1, pageSize: 20 });
  if (request.path.endsWith('createOrder'))
    return refusePhone
      ? fail(2, 'Enter a correct phone number', { managerPhone: 'Enter a correct phone number' })
      : ok({ id: 'o3', number: 'DD20261127-0003' }, 'Order created');
  return ok(null);
});
const sent = (name: string) => server.received.filter((r) => r.path.endsWith(name));

let Page: typeof import('./order-manage.tsx').default;
beforeAll(async () => {
  await setTestLanguage('en');
  ({ default: Page } = await import('./order-manage.tsx'));
});
beforeEach(() => {
  refusePhone = false;
  server.received.length = 0;
});

async function open(language: 'en' | 'zh' = 'en', user: UserInfo = makeUser()) {
  setToken('tok');
  queryClient.setQueryData(USER_INFO_KEY, user);
  await renderInApp(
    <QueryClientProvider client={queryClient}>
      <Page />
    </QueryClientProvider>,
    language,
    '/produceManagement/orderManage',
  );
}

async function fillOrder(drawer: HTMLElement, phone: string) {
  await userEvent.type(within(drawer).getByLabelText('Order name'), 'Seaside villa');
  await userEvent.type(within(drawer).getByLabelText('Customer'), 'Ms Chen');
  await userEvent.type(within(drawer).getByLabelText('Manager'), 'Wu Fang');
  await userEvent.type(within(drawer).getByLabelText('Manager phone'), phone);
  await userEvent.type(within(drawer).getByLabelText('Expected delivery'), '2026-12-31{Enter}');
}

describe('order management', () => {
  it('lists orders with their lock and counts; each links to its detail', async () => {
    await open();
    expect(await screen.findByText('Harbour villa 1', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Locked 268.00')).toBeTruthy();
    expect(screen.getAllByText('OEM').length).toBeGreaterThan(0);
    const link = screen.getByRole('link', { name: 'DD20261127-0001' });
    expect(link.getAttribute('href')).toBe('/produceManagement/orderManageDetail?id=o1');
  });

  it('a new order: a bad phone is refused beside its field before any call', async () => {
    await open();
    await screen.findByText('Harbour villa 2', {}, WAIT);
    await userEvent.click(screen.getByRole('button', { name: /New order/ }));
    const drawer = await screen.findByRole('dialog', {}, WAIT);
    await fillOrder(drawer, '12912345678');
    await userEvent.click(within(drawer).getByRole('button', { name: /Save/ }));
    expect(await within(drawer).findByText('Enter a correct phone number', {}, WAIT)).toBeTruthy();
    expect(sent('createOrder')).toHaveLength(0);
    await userEvent.clear(within(drawer).getByLabelText('Manager phone'));
    await userEvent.type(within(drawer).getByLabelText('Manager phone'), '13912345678');
    await userEvent.click(within(drawer).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(sent('createOrder')).toHaveLength(1), WAIT);
    expect(sent('createOrder')[0]!.body).toMatchObject({
      name: 'Seaside villa',
      orderType: 'oem',
      customerName: 'Ms Chen',
      managerPhone: '13912345678',
      expectedDeliveryDate: '2026-12-31',
      deliveredDate: null,
      priceLocked: false,
    });
  });

  it('delete asks for confirmation first', async () => {
    await open();
    await screen.findByText('Harbour villa 2', {}, WAIT);
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]!);
    expect(await screen.findByText(/Delete order DD20261127-0001\?/, {}, WAIT)).toBeTruthy();
    expect(sent('deleteOrder')).toHaveLength(0);
  });

  it('zh: a member who may only view sees no add, edit or delete', async () => {
    await open('zh', makeLimitedUser([122, 123]));
    expect(await screen.findByText('Harbour villa 1', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('已锁价 268.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新建订单/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.getAllByRole('link', { name: '详情' }).length).toBe(2);
  });
});
