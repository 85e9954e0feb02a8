import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { setToken } from '../../../lib/token.ts';
import { fail, ok, type Received } from '../../../test/envelope-server.ts';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import { serveScreen } from '../../../test/screen-server.ts';
import { makeLimitedUser, makeUser } from '../../../test/user-info.ts';

const WAIT = { timeout: 8000 };
const TAKEN = 'Slab HL-02 has just been picked by someone else';
const ROW = {
  layoutId: 'l1',
  planeId: 'p1',
  planeName: 'Kitchen',
  seq: 1,
  lengthMm: 3200,
  widthMm: 2600,
  state: 'toBePicked',
  slab: null,
  plannedSlabId: null,
  availableCount: 2,
};
const LIST = {
  projectId: 's1',
  material: 'Ariston White',
  thicknessMm: 20,
  rows: [ROW],
  pickedCount: 0,
  totalCount: 1,
};
const server = serveScreen((request: Received) => {
  if (request.path.endsWith('getPickProjects'))
    return ok({ list: [], total: 0, pageNum: 1, pageSize: 100 });
  if (request.path.endsWith('getPickingList')) return ok(LIST);
  if (request.path.endsWith('pickSlab')) {
    const { barcode } = request.body as { barcode: string };
    // The second slab was just taken by another picker (the server's race answer, code 4).
    if (barcode === 'HL-02') return fail(4, TAKEN);
    return ok({ slabId: 'x1', layoutId: 'l1', planeName: 'Kitchen', seq: 1 }, 'Slab picked');
  }
  return ok(null);
});
const picks = () => server.received.filter((r) => r.path.endsWith('pickSlab'));

let PickForProject: typeof import('./pick-for-project.tsx').PickForProject;
beforeAll(async () => {
  await setTestLanguage('en');
  await import('../flow-locales.ts');
  ({ PickForProject } = await import('./pick-for-project.tsx'));
});

async function open(user = makeUser(), language: 'en' | 'zh' = 'en') {
  setToken('tok');
  queryClient.setQueryData(USER_INFO_KEY, user);
  await renderInApp(
    <QueryClientProvider client={queryClient}>
      <PickForProject />
    </QueryClientProvider>,
    language,
    '/aboutMaterial/picking?tab=pick&projectId=s1',
  );
  await screen.findByText('Kitchen', {}, WAIT);
}

describe('picking by scanner', () => {
  it('Enter picks the scanned slab, then the field is empty and keeps the focus', async () => {
    await open();
    const field = screen.getByPlaceholderText<HTMLInputElement>(
      'Scan or type a barcode, Enter picks it',
    );
    await waitFor(() => expect(document.activeElement).toBe(field), WAIT);
    await userEvent.type(field, 'HL-01{Enter}');
    expect(await screen.findByText('Picked HL-01 for Kitchen plan slab 1', {}, WAIT)).toBeTruthy();
    expect(picks().map((r) => r.body)).toEqual([{ projectId: 's1', barcode: 'HL-01' }]);
    expect(field.value).toBe('');
    expect(document.activeElement).toBe(field);
  });

  it("shows the server's message when someone else just picked the slab, ready for the next scan", async () => {
    await open();
    const field = screen.getByPlaceholderText<HTMLInputElement>(
      'Scan or type a barcode, Enter picks it',
    );
    await userEvent.type(field, 'HL-02{Enter}');
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toContain(TAKEN);
    expect(field.value).toBe('');
    expect(document.activeElement).toBe(field);
    // Only Enter sends: typing alone picks nothing.
    await userEvent.type(field, 'HL-03');
    expect(picks()).toHaveLength(1);
  });

  it('offers no scan field to a member without the pick action, in Chinese too', async () => {
    // Picking's menu (171) and its parent (170) only: the list, but not the pick action.
    await open(makeLimitedUser([170, 171]), 'zh');
    expect(screen.getByText(/已领 0 \/ 1 块排版大板/)).toBeTruthy();
    expect(screen.queryByPlaceholderText('扫码或输入条码，回车领料')).toBeNull();
    await setTestLanguage('en');
  });
});
