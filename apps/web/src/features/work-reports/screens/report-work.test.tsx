import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
const PROCESSES = [
  { id: 'p1', code: 'EDG', name: 'Edging', reportMode: 'single' },
  { id: 'p2', code: 'POL', name: 'Polishing', reportMode: 'batch' },
  { id: 'p3', code: 'CHM', name: 'Chamfer', reportMode: 'switchable' },
];
const REFUSED = 'Piece B-02 is at Edging, not Polishing; nothing was reported';
const report = (scan: string, processId: string) => {
  const process = PROCESSES.find((p) => p.id === processId);
  return {
    id: `r-${scan}`,
    pieceId: scan.slice(3),
    pieceCode: `Piece ${scan.slice(3)}`,
    projectId: 's1',
    projectName: 'Villa kitchen',
    planeId: 'plane-1',
    planeName: 'Island',
    processId,
    processCode: process?.code ?? '',
    processName: process?.name ?? '',
    workerId: 'w1',
    workerName: 'Wang',
    reportedAt: '2026-11-26T02:00:00.000Z',
    pieceStatus: 'processing',
    nextProcessName: processId === 'p1' ? 'Polishing' : null,
  };
};
const AUDIT = {
  id: 'a1',
  action: 'undo',
  reportId: 'r-0',
  pieceCode: 'Piece A-00',
  processName: 'Edging',
  workerName: 'Wang',
  actorName: 'Lead Li',
  reason: 'scanned the wrong piece',
  at: '2026-11-26T03:00:00.000Z',
};

let canUndo = true;
let refuseNextReport = false;
const server = serveScreen((request: Received) => {
  const page = (list: unknown[]) => ok({ list, total: list.length, pageNum: 1, pageSize: 20 });
  if (request.path.endsWith('getScanContext'))
    return ok({ processes: PROCESSES, batchMax: 3, canUndo });
  if (request.path.endsWith('reportWork')) {
    const { scans, processId } = request.body as { scans: string[]; processId: string };
    if (refuseNextReport) {
      refuseNextReport = false;
      return fail(1, REFUSED);
    }
    return ok({ reports: scans.map((s) => report(s, processId)) });
  }
  if (request.path.endsWith('getReportList')) return page([report('PC-A-01', 'p1')]);
  if (request.path.endsWith('getReportAudit')) return page([AUDIT]);
  return ok(null);
});
const sent = (name: string) => server.received.filter((r) => r.path.endsWith(name));

let ReportWorkPage: typeof import('./report-work.tsx').default;
beforeAll(async () => {
  await setTestLanguage('en');
  ({ default: ReportWorkPage } = await import('./report-work.tsx'));
});
beforeEach(() => {
  canUndo = true;
  refuseNextReport = false;
  localStorage.clear();
});

async function open(language: 'en' | 'zh' = 'en', user: UserInfo = makeUser()) {
  setToken('tok');
  queryClient.setQueryData(USER_INFO_KEY, user);
  await renderInApp(
    <QueryClientProvider client={queryClient}>
      <ReportWorkPage />
    </QueryClientProvider>,
    language,
    '/producePlan/reportWork',
  );
}
const scanField = (label: string) =>
  screen.findByRole<HTMLInputElement>('textbox', { name: label }, WAIT);
const EN_FIELD = 'Scan a piece label, or a process QR to switch process';
const ZH_FIELD = '扫描工件标签；扫描工序二维码可切换工序';

describe('work reports: the scan panel', () => {
  it('single mode: Enter reports the one scanned piece and shows where it goes next', async () => {
    await open();
    await screen.findByLabelText('Process', { selector: '#work_process' }, WAIT);
    fireEvent.mouseDown(document.querySelector('#work_process')!);
    await userEvent.click(await screen.findByTitle('EDG Edging', {}, WAIT));
    const field = await scanField(EN_FIELD);
    await waitFor(() => expect(document.activeElement).toBe(field), WAIT);
    await userEvent.type(field, 'PC-A-01{Enter}');
    expect(
      await screen.findByText('Piece A-01 reported at Edging; next: Polishing', {}, WAIT),
    ).toBeTruthy();
    expect(sent('reportWork').map((r) => r.body)).toEqual([
      { processId: 'p1', scans: ['PC-A-01'], requestId: expect.stringMatching(/^[\w-]{16,}$/) },
    ]);
    expect(field.value).toBe('');
    expect(document.activeElement).toBe(field);
  });

  it('a process QR switches the process instead of reporting', async () => {
    await open();
    const field = await scanField(EN_FIELD);
    await userEvent.type(field, 'STONE-PROC:POL{Enter}');
    expect(await screen.findByText('Process: Polishing', {}, WAIT)).toBeTruthy();
    expect(screen.getByTitle('POL Polishing')).toBeTruthy();
    expect(screen.getByText('Batch: 0 / 3')).toBeTruthy();
    await userEvent.type(field, 'STONE-PROC:NOPE{Enter}');
    expect(await screen.findByText('STONE-PROC:NOPE is not a process you report at')).toBeTruthy();
    expect(sent('reportWork')).toHaveLength(0);
  });

  it('batch mode (zh): collects scans, skips a duplicate, keeps the list when refused, sends all', async () => {
    await open('zh');
    const field = await scanField(ZH_FIELD);
    await userEvent.type(field, 'STONE-PROC:POL{Enter}PC-B-01{Enter}PC-B-02{Enter}PC-B-01{Enter}');
    expect(await screen.findByText('「PC-B-01」已在列表中', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('本批：2 / 3')).toBeTruthy();
    expect(sent('reportWork')).toHaveLength(0);

    refuseNextReport = true;
    await userEvent.click(screen.getByRole('button', { name: '报工 2 件' }));
    expect(await screen.findByText(REFUSED, {}, WAIT)).toBeTruthy();
    expect(screen.getByText('本批：2 / 3')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '报工 2 件' }));
    expect(
      await screen.findByText('Piece B-02 已报工「Polishing」，工序路线已完成', {}, WAIT),
    ).toBeTruthy();
    expect(screen.getByText('本批：0 / 3')).toBeTruthy();
    const bodies = sent('reportWork').map((r) => r.body as { scans: string[]; requestId: string });
    expect(bodies.map((b) => b.scans)).toEqual([
      ['PC-B-01', 'PC-B-02'],
      ['PC-B-01', 'PC-B-02'],
    ]);
    expect(bodies[0]?.requestId).not.toBe(bodies[1]?.requestId);
    await setTestLanguage('en');
  });

  it('a switchable process reports single scans until the worker switches to batch', async () => {
    await open();
    const field = await scanField(EN_FIELD);
    await userEvent.type(field, 'STONE-PROC:CHM{Enter}');
    expect(await screen.findByText('Process: Chamfer', {}, WAIT)).toBeTruthy();
    expect(screen.queryByText('Batch: 0 / 3')).toBeNull();
    await userEvent.click(screen.getByText('Batch'));
    expect(await screen.findByText('Batch: 0 / 3', {}, WAIT)).toBeTruthy();
    expect(document.activeElement).toBe(field);
    await userEvent.type(field, 'PC-C-01{Enter}not-a-label{Enter}');
    expect(await screen.findByText('not-a-label is not a piece label', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Batch: 1 / 3')).toBeTruthy();
    expect(sent('reportWork')).toHaveLength(0);
  });
});

describe('work reports: the lists', () => {
  it('undo asks for a reason before it calls the server, then sends it', async () => {
    await open();
    expect(await screen.findByRole('tab', { name: 'Audit trail' }, WAIT)).toBeTruthy();
    await screen.findByText('Piece A-01', {}, WAIT);
    expect(document.getElementById('search_workerId')).toBeTruthy();
    await waitFor(() => {
      expect(sent('getReportList').at(-1)?.body).toMatchObject({
        fromDay: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
    }, WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Undo report' }));
    expect(
      await within(dialog).findByText(
        'Give the reason for the undo (at most 200 characters)',
        {},
        WAIT,
      ),
    ).toBeTruthy();
    expect(sent('undoReport')).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox'), 'scanned the wrong piece');
    const listReads = sent('getReportList').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Undo report' }));
    await waitFor(() => {
      expect(sent('undoReport').map((r) => r.body)).toEqual([
        { id: 'r-PC-A-01', reason: 'scanned the wrong piece' },
      ]);
      // The list is read again, showing the report gone (the server's answer).
      expect(sent('getReportList').length).toBeGreaterThan(listReads);
    }, WAIT);
  });

  it('the audit trail lists undos with their reasons', async () => {
    await open();
    await userEvent.click(await screen.findByRole('tab', { name: 'Audit trail' }, WAIT));
    expect(await screen.findByText('scanned the wrong piece', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Undone')).toBeTruthy();
  });

  it('a member with only the report action (zh) sees their own reports, no undo, no audit', async () => {
    canUndo = false;
    await open('zh', makeLimitedUser([130, 132], { actions: ['reportWork:report'] }));
    expect(await screen.findByRole('tab', { name: '我的报工' }, WAIT)).toBeTruthy();
    expect(await screen.findByText('Piece A-01', {}, WAIT)).toBeTruthy();
    expect(await scanField(ZH_FIELD)).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '操作记录' })).toBeNull();
    expect(screen.queryByRole('button', { name: '撤销' })).toBeNull();
    expect(document.getElementById('search_workerId')).toBeNull();
    await setTestLanguage('en');
  });
});
