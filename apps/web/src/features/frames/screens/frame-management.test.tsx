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

const WAIT = { timeout: 8000 };
const frame = (n: number, over: Record<string, unknown> = {}) => ({
  id: `f${n}`,
  number: `F000${n}`,
  classNo: 'A',
  scanCode: `FR-F000${n}`,
  location: 'Saw shop',
  projectId: null,
  projectName: '',
  planeId: null,
  planeName: '',
  status: {
    cutting: 'complete',
    reinforcement: 'inProgress',
    secondary: 'notStarted',
    boxing: 'notStarted',
  },
  returnable: true,
  returned: false,
  operatorName: 'Wang',
  pieceCount: 0,
  used: false,
  updatedAt: '2026-11-26T02:00:00.000Z',
  version: 1,
  ...over,
});
const FRAMES = [frame(1, { pieceCount: 3, used: true, projectName: 'Villa' }), frame(2)];
const REFUSED = 'Piece WB-01 is already on frame F0001; nothing was bound';

let refuseBind = false;
const server = serveScreen((request: Received) => {
  if (request.path.endsWith('getFrameList'))
    return ok({ list: FRAMES, total: FRAMES.length, pageNum: 1, pageSize: 20 });
  if (request.path.endsWith('getFrameChoices'))
    return ok({ workshops: [{ id: 'w1', name: 'Polish shop' }], canUnbind: false });
  if (request.path.endsWith('createFrames'))
    return ok({ ids: ['f3', 'f4'], numbers: ['F0003', 'F0004'] });
  if (request.path.endsWith('bindPieces')) {
    if (refuseBind) return fail(4, REFUSED);
    const { pieceScans } = request.body as { pieceScans: string[] };
    return ok({
      frame: frame(2, { pieceCount: pieceScans.length }),
      pieces: pieceScans.map((s) => ({ pieceId: s, code: s })),
    });
  }
  if (request.path.endsWith('moveFrame'))
    return ok({
      frame: frame(2, { location: 'Bond' }),
      record: {
        id: 'r1',
        action: 'move',
        pieceCount: 0,
        pieceCodes: [],
        fromLocation: 'Saw shop',
        toLocation: 'Bond',
        processName: 'Bond',
        mode: 'forklift',
        stage: 'reinforcement',
        stageState: 'inProgress',
        memberName: 'Wang',
        at: '2026-11-26T02:00:00.000Z',
      },
    });
  return ok(null);
});
const sent = (name: string) => server.received.filter((r) => r.path.endsWith(name));

let Page: typeof import('./frame-management.tsx').default;
beforeAll(async () => {
  await setTestLanguage('en');
  ({ default: Page } = await import('./frame-management.tsx'));
});
beforeEach(() => {
  refuseBind = false;
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
    '/frameManagement',
  );
}

describe('frame management', () => {
  it('lists frames with their stages and circulation, and creates a batch', async () => {
    await open();
    expect(await screen.findByText('F0001', {}, WAIT)).toBeTruthy();
    expect(screen.getAllByText('In circulation').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Reinf.').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: /New frames/ }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    await userEvent.type(within(dialog).getByLabelText('Class no.'), 'K-2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('createFrames')).toHaveLength(1), WAIT);
    expect(sent('createFrames')[0]!.body).toMatchObject({
      count: 10,
      classNo: 'K-2',
      returnable: true,
    });
    expect(await screen.findByText('Created F0003 to F0004', {}, WAIT)).toBeTruthy();
  });

  it('return asks for confirmation first', async () => {
    await open();
    await screen.findByText('F0002', {}, WAIT);
    await userEvent.click(screen.getAllByRole('button', { name: 'Return' })[0]!);
    expect(await screen.findByText(/Return frame F0001\?/, {}, WAIT)).toBeTruthy();
    expect(sent('returnFrame')).toHaveLength(0);
  });

  it('zh: a worker with only scan lands on the panel and binds pieces then the frame', async () => {
    await open('zh', makeLimitedUser([408], { actions: ['frameManagement:scan'] }));
    const field = await screen.findByRole<HTMLInputElement>(
      'textbox',
      { name: '先扫工件标签，再扫铁架标签' },
      WAIT,
    );
    expect(screen.queryByRole('button', { name: /新建铁架/ })).toBeNull();
    await userEvent.type(field, 'PC-a{Enter}');
    await userEvent.type(field, 'PC-b{Enter}');
    await userEvent.type(field, 'PC-a{Enter}');
    expect(await screen.findByText('「PC-a」已扫描', {}, WAIT)).toBeTruthy();
    await userEvent.type(field, 'FR-F0002{Enter}');
    expect(await screen.findByText('2 件工件已绑定到铁架 F0002', {}, WAIT)).toBeTruthy();
    expect(sent('bindPieces').map((r) => r.body)).toEqual([
      { frameScan: 'FR-F0002', pieceScans: ['PC-a', 'PC-b'], requestId: expect.any(String) },
    ]);
  });

  it('a refused bind shows the server’s reason and keeps the scanned pieces', async () => {
    refuseBind = true;
    await open('en', makeLimitedUser([408], { actions: ['frameManagement:scan'] }));
    const field = await screen.findByRole<HTMLInputElement>(
      'textbox',
      { name: 'Scan piece labels, then the frame label' },
      WAIT,
    );
    await userEvent.type(field, 'PC-WB-01{Enter}');
    await userEvent.type(field, 'FR-F0002{Enter}');
    expect(await screen.findByText(REFUSED, {}, WAIT)).toBeTruthy();
    expect(screen.getByText('1 piece scanned')).toBeTruthy();
  });

  it('move: the frame label, then a process QR sends the frame there', async () => {
    await open('en', makeLimitedUser([408], { actions: ['frameManagement:scan'] }));
    await userEvent.click(await screen.findByText('Move', {}, WAIT));
    const field = await screen.findByRole<HTMLInputElement>(
      'textbox',
      { name: 'Scan the frame label, then a process QR code' },
      WAIT,
    );
    await userEvent.type(field, 'STONE-PROC:BOND{Enter}');
    expect(await screen.findAllByText('Scan the frame label first', {}, WAIT)).not.toHaveLength(0);
    await userEvent.type(field, 'FR-F0002{Enter}');
    await userEvent.type(field, 'STONE-PROC:BOND{Enter}');
    expect(await screen.findByText('Frame F0002: Saw shop → Bond', {}, WAIT)).toBeTruthy();
    expect(sent('moveFrame')[0]!.body).toMatchObject({
      frameScan: 'FR-F0002',
      processQr: 'STONE-PROC:BOND',
    });
  });
});
