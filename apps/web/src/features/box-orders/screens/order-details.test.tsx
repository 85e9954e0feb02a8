import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { setToken } from '../../../lib/token.ts';
import { fail, ok, type Received, type Reply } from '../../../test/envelope-server.ts';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import { serveScreen } from '../../../test/screen-server.ts';
import { makeUser } from '../../../test/user-info.ts';

const WAIT = { timeout: 8000 };
const order = (status: string) => ({
  id: 'o1',
  number: 'BO20261127001',
  projectId: 's1',
  projectName: 'Harbour Mall',
  projectOrderNo: 'SO-2026-0095',
  receivingUnit: 'Harbour City',
  address: '1 Quay Road',
  contact: 'Ms Lin',
  contactPhone: '13800000000',
  status,
  boxCount: 2,
  boxTypes: [{ type: 'fumigated', count: 2 }],
  pieceCount: 7,
  areaM2: '2.70',
  createdAt: '2026-11-27T02:00:00.000Z',
  createdBy: 'Admin',
  acceptedAt: null,
  shippedAt: null,
  shippedBy: null,
  version: 3,
});
const boxRow = (id: string, boxNo: string, pieceCount: number, areaM2: string) => ({
  id,
  boxNo,
  boxType: 'fumigated',
  lengthMm: 2400,
  widthMm: 1300,
  heightMm: 900,
  pieceCount,
  areaM2,
  woodenBoxId: null,
  woodenBoxName: null,
  materials: [],
});

let status = 'notAccepted';
let answerImport: (body: { mode?: string }) => Reply = () => ok(null);
const server = serveScreen((request: Received) => {
  if (request.path.endsWith('getBoxOrderDetail'))
    return ok({
      order: order(status),
      boxes: [boxRow('x1', 'A-01', 4, '1.20'), boxRow('x2', 'A-02', 3, '1.50')],
    });
  if (request.path.endsWith('uploadFile')) return ok({ fileId: 'f1', mime: 'xlsx', size: 9 });
  if (request.path.endsWith('importBoxes')) return answerImport(request.body as { mode?: string });
  return ok(order('cancelled'));
});
const calls = (name: string) =>
  server.received.filter((r) => r.path.endsWith(name)).map((r) => r.body);

let Page: typeof import('./order-details.tsx').default;
beforeAll(async () => {
  await setTestLanguage('en');
  ({ default: Page } = await import('./order-details.tsx'));
});
beforeEach(() => {
  server.received.length = 0;
});

async function open(language: 'en' | 'zh', state = 'notAccepted') {
  status = state;
  queryClient.clear();
  setToken('tok');
  queryClient.setQueryData(USER_INFO_KEY, makeUser());
  await renderInApp(
    <QueryClientProvider client={queryClient}>
      <Page />
    </QueryClientProvider>,
    language,
    '/orderDetails?id=o1',
  );
}

describe('a box order', () => {
  it('shows its receiving side and boxes; cancel asks first, then sends the version (en)', async () => {
    await open('en');
    expect(await screen.findByText('Box order BO20261127001', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Harbour City')).toBeTruthy();
    expect(screen.getByText('1 Quay Road')).toBeTruthy();
    expect(screen.getByText('A-02')).toBeTruthy();
    expect(screen.getAllByText('2400 × 1300 × 900')).toHaveLength(2);
    for (const name of ['Accept', 'Cancel order', 'Delete', 'Edit'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Import packing list/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ship' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(within(dialog).getByText(/Cancel box order BO20261127001\?/)).toBeTruthy();
    expect(calls('cancelBoxOrder')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: /OK/ }));
    await waitFor(() => expect(calls('cancelBoxOrder')).toEqual([{ id: 'o1', version: 3 }]), WAIT);
  });

  it('an accepted order offers ship and cancel, not edit or delete (zh)', async () => {
    await open('zh', 'accepted');
    expect(await screen.findByText('打包订单 BO20261127001', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: '发货' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '取消订单' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.queryByRole('button', { name: /导入装箱单/ })).toBeNull();
    await setTestLanguage('en');
  });

  it('prints the delivery note with every box and the totals', async () => {
    await open('en', 'shipped');
    await userEvent.click(await screen.findByRole('button', { name: /Print delivery note/ }, WAIT));
    const notes = await screen.findAllByTestId('delivery-note', {}, WAIT);
    const note = notes[0]!;
    expect(within(note).getByText('Receiving unit: Harbour City')).toBeTruthy();
    expect(within(note).getByText('Address: 1 Quay Road')).toBeTruthy();
    expect(within(note).getByText('A-01')).toBeTruthy();
    expect(within(note).getByText('Total: 2 boxes, 7 pieces, 2.70 m²')).toBeTruthy();
  });

  it('an import into an order with boxes asks keep or overwrite, then repeats with the mode', async () => {
    answerImport = (body) =>
      body.mode
        ? ok({ added: 1, kept: 2, boxCount: 3 })
        : fail(1, 'The order already has 2 boxes: keep them or overwrite them?', { existing: 2 });
    await open('en');
    await screen.findByRole('button', { name: /Import packing list/ }, WAIT);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['PK\u0003\u0004'], 'list.xlsx'));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(within(dialog).getByText(/already has 2 boxes/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep existing boxes' }));
    await waitFor(() => expect(calls('importBoxes')).toHaveLength(2), WAIT);
    expect(calls('importBoxes')[1]).toMatchObject({ id: 'o1', fileId: 'f1', mode: 'keep' });
  });

  it('a refused packing list shows its row errors', async () => {
    answerImport = () =>
      fail(2, 'Packing info incomplete, check and upload again.', {
        errors: [{ row: 3, column: 'Shape', message: 'Irregular boards are entered by hand' }],
        total: 1,
      });
    await open('en');
    await screen.findByRole('button', { name: /Import packing list/ }, WAIT);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['PK\u0003\u0004'], 'list.xlsx'));
    const table = await screen.findByTestId('box-import-errors', {}, WAIT);
    expect(within(table).getByText('Irregular boards are entered by hand')).toBeTruthy();
    expect(screen.getByText('Packing info incomplete, check and upload again.')).toBeTruthy();
  });
});
