import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { ROUTES_BY_NAME } from '@stone/shared/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { setToken } from '../../../lib/token.ts';
import { ok, type Received } from '../../../test/envelope-server.ts';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import { serveScreen } from '../../../test/screen-server.ts';
import { makeLimitedUser, makeUser } from '../../../test/user-info.ts';

const WAIT = { timeout: 8000 };
const MACHINES = [
  {
    warehouseId: 'w1',
    warehouseName: 'Main',
    machineType: null,
    maxLengthMm: null,
    maxWidthMm: null,
  },
  {
    warehouseId: 'w2',
    warehouseName: 'Yard',
    machineType: 'QSQ-600',
    maxLengthMm: 3300,
    maxWidthMm: 2100,
  },
];
const server = serveScreen((request: Received) => {
  const path = request.path;
  if (path.endsWith('getWarehouseMachines')) return ok({ list: MACHINES });
  if (path.endsWith('getReturnHistory'))
    return ok({ list: [], total: 0, pageNum: 1, pageSize: 20 });
  if (path.endsWith('getReturnChoices')) return ok({ slabs: [], warehouses: [] });
  return ok(null, 'Saved');
});
const saves = () => server.received.filter((r) => r.path.endsWith('setWarehouseMachine'));

let ReturnPage: typeof import('../screens/return.tsx').default;
beforeAll(async () => {
  await setTestLanguage('en');
  await import('../flow-locales.ts');
  ({ default: ReturnPage } = await import('../screens/return.tsx'));
});

async function open(user = makeUser()) {
  setToken('tok');
  queryClient.setQueryData(USER_INFO_KEY, user);
  await renderInApp(
    <QueryClientProvider client={queryClient}>
      <ReturnPage />
    </QueryClientProvider>,
    'en',
    '/aboutMaterial/return',
  );
  await screen.findByText('Return history', {}, WAIT);
}

describe("a warehouse's machine type", () => {
  it('opens filled in with what the warehouse declares and saves the change', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: /Machine types/ }));
    // The return form has a warehouse select of its own: pick the drawer's.
    const drawer = within(await screen.findByRole('dialog', {}, WAIT));
    fireEvent.mouseDown(await drawer.findByLabelText('Warehouse', {}, WAIT));
    await userEvent.click(await screen.findByTitle('Yard', {}, WAIT));
    const width = screen.getByLabelText<HTMLInputElement>('Largest slab width (mm)');
    await waitFor(() => expect(width.value).toBe('2100'));
    expect(screen.getByLabelText<HTMLInputElement>('Machine type').value).toBe('QSQ-600');
    await userEvent.clear(width);
    await userEvent.type(width, '2000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves()).toHaveLength(1), WAIT);
    expect(saves()[0]?.body).toEqual({
      warehouseId: 'w2',
      machineType: 'QSQ-600',
      maxLengthMm: 3300,
      maxWidthMm: 2000,
    });
  });

  it('is not offered to a member who may return but not edit', async () => {
    const menuIds = ['aboutMaterial', 'return'].map((n) => ROUTES_BY_NAME.get(n)?.menuId ?? 0);
    await open(makeLimitedUser(menuIds, { actions: ['return:return'] }));
    expect(screen.getByRole('button', { name: 'Return' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Machine types/ })).toBeNull();
  });
});
