import { screen, waitFor } from '@testing-library/react';
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
import { makeUser } from '../../../test/user-info.ts';

const WAIT = { timeout: 8000 };
const REFUSED = 'Piece P-3 is not kit-checked (state cut); nothing was packed';
const BOX = {
  id: 'b1',
  number: 1,
  name: 'B-1',
  scanCode: 'BX-b1',
  boxType: 'standard',
  lengthMm: 2000,
  widthMm: 1000,
  heightMm: 800,
  outerLengthMm: 2040,
  outerWidthMm: 1040,
  outerHeightMm: 840,
  status: 'packing',
  pieceCount: 1,
  areaM2: '0.24',
  weightKg: '12.960',
  plannedBoxNo: null,
  projectId: 's1',
  projectName: 'Mall',
  orderNo: 'SO-1',
  maxPieces: 20,
  maxWeightKg: null,
  createdAt: '2026-11-26T02:00:00.000Z',
  sealedAt: null,
};

let refuse = false;
const server = serveScreen((request: Received) => {
  if (request.path.endsWith('kitCheck')) {
    const { scans } = request.body as { scans: string[] };
    return ok({
      checked: scans.map((s) => ({ pieceId: s.slice(3), code: s.slice(3), groupKey: 'box:1' })),
      completedGroups: ['box:1'],
    });
  }
  if (request.path.endsWith('packPieces')) {
    if (refuse) return fail(4, REFUSED);
    const { scans } = request.body as { scans: string[] };
    return ok({ box: BOX, packed: scans.map((s) => ({ pieceId: s.slice(3), code: s.slice(3) })) });
  }
  if (request.path.endsWith('getPackProjects'))
    return ok({ list: [], total: 0, pageNum: 1, pageSize: 50 });
  return ok(null);
});
const sent = (name: string) => server.received.filter((r) => r.path.endsWith(name));

let MesPackPage: typeof import('./mes-pack.tsx').default;
beforeAll(async () => {
  await setTestLanguage('en');
  ({ default: MesPackPage } = await import('./mes-pack.tsx'));
});
beforeEach(() => {
  refuse = false;
});

async function open(language: 'en' | 'zh' = 'en', user: UserInfo = makeUser()) {
  setToken('tok');
  queryClient.setQueryData(USER_INFO_KEY, user);
  await renderInApp(
    <QueryClientProvider client={queryClient}>
      <MesPackPage />
    </QueryClientProvider>,
    language,
    '/mesPack',
  );
}
const field = (name: string) => screen.findByRole<HTMLInputElement>('textbox', { name }, WAIT);

describe('packing: the scan panel', () => {
  it('kit check: a piece label is checked at once and a completed group is told', async () => {
    await open();
    const input = await field('Scan a piece label to check it');
    await userEvent.type(input, 'PC-P-1{Enter}');
    expect(await screen.findByText('P-1 checked', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Group complete: Planned box 1')).toBeTruthy();
    expect(sent('kitCheck').at(-1)?.body).toEqual({
      scans: ['PC-P-1'],
      requestId: expect.stringMatching(/^[\w-]{16,}$/),
    });
    expect(input.value).toBe('');
  });

  it('pack (zh): a box label first, then pieces into it; a refusal shows the server’s words', async () => {
    await open('zh');
    await userEvent.click(await screen.findByText('装箱', {}, WAIT));
    const input = await field('请先扫描木箱标签（BX-…）');
    await userEvent.type(input, 'PC-P-2{Enter}');
    expect(await screen.findByText('「PC-P-2」不是木箱标签', {}, WAIT)).toBeTruthy();
    expect(sent('packPieces')).toHaveLength(0);
    await userEvent.type(input, 'BX-b1{Enter}');
    expect(await screen.findByText('已选择木箱 BX-b1', {}, WAIT)).toBeTruthy();
    const pieces = await field('扫描工件标签装入木箱 BX-b1');
    await userEvent.type(pieces, 'PC-P-2{Enter}');
    expect(await screen.findByText('P-2 已装入 B-1', {}, WAIT)).toBeTruthy();
    expect(screen.getByTestId('current-box').textContent).toContain('木箱：B-1（1 / 20 件）');
    refuse = true;
    await userEvent.type(await field('扫描工件标签装入木箱 B-1'), 'PC-P-3{Enter}');
    expect(await screen.findByText(REFUSED, {}, WAIT)).toBeTruthy();
    await waitFor(() =>
      expect(sent('packPieces').map((r) => (r.body as { boxScan: string }).boxScan)).toEqual([
        'BX-b1',
        'BX-b1',
      ]),
    );
    await setTestLanguage('en');
  });

  it('without the packing module the screen says so', async () => {
    await open('en', makeUser({ pageFlags: { module303: true, module304: false } }));
    expect(
      await screen.findByText(
        'Kit check and packing are not in your enterprise’s plan (module 304).',
        {},
        WAIT,
      ),
    ).toBeTruthy();
  });
});
