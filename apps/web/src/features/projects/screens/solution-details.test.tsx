import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDetailData } from '@stone/shared/projects/detail';
import type { PackingListPageData } from '@stone/shared/projects/progress';
import { DEFAULT_PROJECT_SETTINGS } from '@stone/shared/projects/settings';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { setToken } from '../../../lib/token.ts';
import { ok } from '../../../test/envelope-server.ts';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import { serveScreen } from '../../../test/screen-server.ts';
import { makeUser } from '../../../test/user-info.ts';

/** Issue 23 items 4 and 7: real tabs, a box-by-box packing list, approve only when it can pass. */
const WAIT = { timeout: 8000 };
const PLANE = {
  id: 'p1',
  name: 'North facade',
  batch: '',
  planningState: 'planned' as const,
  pieceCount: 3,
  plannedCount: 3,
  cutCount: 0,
  secondaryCount: 0,
  boxedCount: 0,
  inPlannedBoxCount: 3,
  acceptedRunId: 'r1',
  yieldPercent: '81.25',
  areaM2: '1.50',
  version: 1,
};
const DETAIL: ProjectDetailData = {
  project: {
    id: 's1',
    name: 'Lobby floor',
    orderNo: 'PO-7',
    customerName: 'Shuitou Hotel',
    customerBrand: 'Ariston',
    deliveryAt: null,
    projectType: 'engineering',
    reviewState: 'pending',
    productionState: 'notStarted',
    archived: false,
    terminated: false,
    planeCount: 2,
    pieceCount: 3,
    slabCount: 1,
    totalAreaM2: '1.50',
    yieldPercent: '81.25',
    packingListState: 'complete',
    createdAt: '2026-11-20T08:00:00Z',
    updatedAt: '2026-11-20T08:00:00Z',
    version: 3,
  },
  settings: DEFAULT_PROJECT_SETTINGS,
  planes: [PLANE, { ...PLANE, id: 'p2', name: 'South facade', acceptedRunId: null }],
  uploads: [],
  packing: { state: 'complete', boxCount: 2, plannedPieces: 3, boxedPieces: 0, pieceCount: 3 },
  approvalMissing: { settings: [], packingList: false, planes: ['South facade'] },
};
const piece = (id: string, code: string) => ({
  id,
  code,
  planeId: 'p1',
  planeName: 'North facade',
  widthMm: 600,
  heightMm: 400,
  areaM2: '0.24',
  processCode: 'EDGE',
  boxed: false,
});
const PACKING: PackingListPageData = {
  ...DETAIL.packing,
  boxes: [
    {
      boxNo: 1,
      pieceCount: 2,
      areaM2: '0.48',
      boxedCount: 0,
      pieces: [piece('a', 'N-001'), piece('b', 'N-002')],
    },
    { boxNo: 2, pieceCount: 1, areaM2: '0.24', boxedCount: 0, pieces: [piece('c', 'N-003')] },
  ],
  total: 2,
  pageNum: 1,
  pageSize: 10,
};

let empty = false;
const page = <T,>(list: T[]) =>
  ok({ list: empty ? [] : list, total: empty ? 0 : list.length, pageNum: 1, pageSize: 20 });
serveScreen((req) => {
  const path = req.path;
  if (path.endsWith('getSolutionDetail')) return ok(DETAIL);
  if (path.endsWith('getSolutionPackingList')) return ok(PACKING);
  if (path.endsWith('getSolutionPlanSlabs'))
    return page([
      {
        layoutId: 'l1',
        planeId: 'p1',
        planeName: 'North facade',
        seq: 1,
        lengthMm: 3200,
        widthMm: 1800,
        yieldPercent: '81.25',
        state: 'cut',
        barcode: 'BC-0042',
        blockNo: 'HL2411-07',
        bundleNo: 'Z03',
        slabNo: '12',
        pickedAt: '2026-11-21T08:00:00Z',
        cutAt: '2026-11-21T09:00:00Z',
      },
    ]);
  if (path.endsWith('getSolutionMovements'))
    return page([
      {
        id: 'm1',
        kind: 'pick',
        barcode: 'BC-0042',
        from: 'Main warehouse',
        to: null,
        userName: 'Wang Wei',
        createdAt: '2026-11-21T08:00:00Z',
      },
    ]);
  if (path.endsWith('getSolutionProgress'))
    return ok(
      empty
        ? { planes: [], processes: [] }
        : {
            planes: [
              {
                planeId: 'p1',
                planeName: 'North facade',
                planSlabCount: 4,
                pickedCount: 3,
                cuttingCount: 1,
                cutCount: 2,
              },
            ],
            processes: [
              {
                processCode: 'EDGE',
                pieceCount: 3,
                areaM2: '0.72',
                statuses: [{ status: 'pendingCut', count: 3 }],
              },
            ],
          },
    );
  return ok({ list: [], acceptedRunId: null, total: 0, pageNum: 1, pageSize: 20 });
});

let Page: typeof import('./solution-details.tsx').default;
beforeAll(async () => {
  await setTestLanguage('en');
  ({ default: Page } = await import('./solution-details.tsx'));
});

async function open(tab: string, lang: 'en' | 'zh') {
  setToken('tok');
  queryClient.setQueryData(USER_INFO_KEY, makeUser());
  await renderInApp(
    <QueryClientProvider client={queryClient}>
      <Page />
    </QueryClientProvider>,
    lang,
    `/solutionDetails?id=s1${tab ? `&tab=${tab}` : ''}`,
  );
}

const TEXT = {
  en: {
    summary: '2 planned boxes · 3 of 3 pieces in a planned box · 0 boxed',
    box1: 'Planned box 1 · 2 pieces · 0.48 m² · 0 boxed',
    materialEmpty: 'No plane has an accepted cutting plan yet, so no large slab is planned.',
    pickingEmpty: 'No slab has been picked, moved or cut for this project yet.',
    cut: 'Cut',
    picked: 'Picked',
    blocked: 'Approval needs: a cutting plan for South facade',
    counters: 'Planned 3 · cut 0 · second 0 · in planned boxes 3 · boxed 0',
    approve: 'Approve',
  },
  zh: {
    summary: '计划 2 箱 · 3 / 3 块已分入计划箱 · 已装箱 0 块',
    box1: '计划第 1 箱 · 2 块 · 0.48 平方米 · 已装箱 0 块',
    materialEmpty: '还没有平面采用切割方案，因此没有计划用料的大板。',
    pickingEmpty: '本项目还没有领料、移库或切割记录。',
    cut: '已切割',
    picked: '领料',
    blocked: '审核前还需要：South facade 的切割方案',
    counters: '已排版 3 · 已切割 0 · 二次加工 0 · 已分入计划箱 3 · 已装箱 0',
    approve: '审核通过',
  },
} as const;

describe.each(['en', 'zh'] as const)('project detail tabs (%s)', (lang) => {
  const text = TEXT[lang];

  it('lists the packing list box by box with the plane counters’ words', async () => {
    empty = false;
    await open('packingList', lang);
    expect(await screen.findByText(text.summary, {}, WAIT)).toBeTruthy();
    expect(await screen.findByText(text.box1, {}, WAIT)).toBeTruthy();
    expect(screen.getAllByTestId('planned-box')).toHaveLength(2);
    for (const code of ['N-001', 'N-002', 'N-003']) expect(screen.getByText(code)).toBeTruthy();
  });

  it('shows the plan slabs and their picks in the material tab, movements in picking', async () => {
    empty = false;
    await open('material', lang);
    expect(await screen.findByText('BC-0042', {}, WAIT)).toBeTruthy();
    expect(screen.getAllByText(text.cut).length).toBeGreaterThan(0);
    expect(screen.getByText('HL2411-07 / Z03 / 12')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: lang === 'en' ? 'Picking' : '领料' }));
    expect(await screen.findByText('Wang Wei', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Main warehouse')).toBeTruthy();
  });

  it('shows an empty state only when the server has nothing', async () => {
    empty = true;
    await open('material', lang);
    expect(await screen.findByText(text.materialEmpty, {}, WAIT)).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: lang === 'en' ? 'Picking' : '领料' }));
    expect(await screen.findByText(text.pickingEmpty, {}, WAIT)).toBeTruthy();
    empty = false;
  });

  it('disables approve while a plane is unplanned, and says why', async () => {
    await open('', lang);
    const button = await screen.findByRole('button', { name: text.approve }, WAIT);
    // The plane cards count the same pieces the packing list puts in planned boxes.
    expect(screen.getAllByText(text.counters)).toHaveLength(2);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await userEvent.hover(button.parentElement ?? button);
    await waitFor(() => expect(screen.getAllByText(text.blocked).length).toBeGreaterThan(0), WAIT);
  });
});
