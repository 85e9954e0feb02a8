import { screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { setToken } from '../../../lib/token.ts';
import { fail, ok, type Received } from '../../../test/envelope-server.ts';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import { serveScreen } from '../../../test/screen-server.ts';
import { makeUser } from '../../../test/user-info.ts';

const WAIT = { timeout: 8000 };
const row = (seq: number, slab: Record<string, string> | null) => ({
  layoutId: `l${seq}`,
  planeName: 'Kitchen',
  seq,
  lengthMm: 3000,
  widthMm: 1600,
  state: slab ? 'picked' : 'toBePicked',
  slab,
});
const DETAILS = {
  projectId: 's1',
  name: 'Harbour Tower',
  orderNo: 'SO-1',
  material: 'Ariston White',
  thicknessMm: 20,
  rows: [
    row(1, { barcode: 'HL-01', blockNo: 'B7', bundleNo: 'Z3', slabNo: '12', status: 'picked' }),
    row(2, null),
  ],
  pickedCount: 1,
  totalCount: 2,
};
const MOVE = {
  id: 'm1',
  kind: 'pick',
  slabId: 'x1',
  barcode: 'HL-01',
  fromWarehouseName: 'Main',
  fromRackNumber: '0001',
  fromWorkshopName: null,
  toWarehouseName: null,
  toRackNumber: null,
  toWorkshopName: null,
  projectName: 'Harbour Tower',
  deviceCode: null,
  deviceTable: null,
  userName: 'Li Lei',
  createdAt: '2026-01-01T00:00:00Z',
};
const server = serveScreen((request: Received) => {
  const { projectId } = request.body as { projectId: string };
  if (request.path.endsWith('getMaterialDetails'))
    return projectId === 's1' ? ok(DETAILS) : fail(3, 'Not found');
  if (request.path.endsWith('getMovements'))
    return ok({ list: [MOVE], total: 1, pageNum: 1, pageSize: 20 });
  return ok(null);
});

let MaterialDetailsPage: typeof import('./material-details.tsx').default;
beforeAll(async () => {
  await setTestLanguage('en');
  await import('../flow-locales.ts');
  ({ default: MaterialDetailsPage } = await import('./material-details.tsx'));
});

async function open(query: string, language: 'en' | 'zh' = 'en') {
  setToken('tok');
  queryClient.clear();
  queryClient.setQueryData(USER_INFO_KEY, makeUser());
  await renderInApp(
    <QueryClientProvider client={queryClient}>
      <MaterialDetailsPage />
    </QueryClientProvider>,
    language,
    `/materialDetails${query}`,
  );
}

describe('material details', () => {
  it("shows the project's plan slabs with their picks, the counts and its movements", async () => {
    await open('?id=s1');
    expect(await screen.findByText('SO-1 Harbour Tower', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('1 of 2 plan slabs picked · Ariston White 20 mm')).toBeTruthy();
    const card = document.querySelector('.flow-material-details') as HTMLElement;
    const picked = within(card).getByText('HL-01').closest('tr') as HTMLElement;
    expect(within(picked).getByText('Picked')).toBeTruthy();
    expect(picked.textContent).toContain('B7');
    expect(picked.textContent).toContain('Z3');
    const waiting = within(card).getByText('To be picked').closest('tr') as HTMLElement;
    expect(waiting.textContent).toContain('—');
    const history = document.querySelector('.flow-history') as HTMLElement;
    expect(await within(history).findByText('Li Lei', {}, WAIT)).toBeTruthy();
    const asked = server.received.find((r) => r.path.endsWith('getMovements'));
    expect(asked?.body).toMatchObject({ projectId: 's1', pageNum: 1 });
  });

  it('says so in Chinese when no project is named, or the project is gone', async () => {
    await open('', 'zh');
    expect(await screen.findByText('未选择项目：请从领料页面打开详情', {}, WAIT)).toBeTruthy();
    await open('?id=gone', 'zh');
    expect(await screen.findByText('该项目不存在或已被删除', {}, WAIT)).toBeTruthy();
  });
});
