import { expect, test, type APIRequestContext } from '@playwright/test';
import { pieceScanCode } from '@stone/shared/production/piece-label';
import { en as boardEn } from '../src/features/boards/locales/en.ts';
import { zh as boardZh } from '../src/features/boards/locales/zh.ts';
import { call, signInAsAdmin } from './helpers.ts';

// Issue 20, end to end: a process's team with its coefficients (the demo's, seed-teams.ts); a
// member of it reports a piece at that process by scan; the workshop board, open on another
// screen, counts the report live; the team's pot grows by the report's value, split among its
// members so that the shares add up to it exactly.
type Report = { pieceId: string; nextProcessName: string | null };
type Member = { workerId: string; name: string; teamId: string; coefficient: string };
type Pay = { list: { workerId: string; totalAmount: string }[]; grandTotal: string };

/** The demo's shop floor, by the names the members list shows (seed-work-reports.ts). */
const ACCOUNTS: Record<string, string> = {
  'Lin Hua': 'lead',
  'Chen Wei': 'worker1',
  'Huang Jun': 'worker2',
  'Zheng Lei': 'worker3',
};
const cents = (text: string) => Math.round(Number(text) * 100);
const factoryDay = (msAgo: number) =>
  new Date(Date.now() - msAgo + 8 * 3_600_000).toISOString().slice(0, 10);

/** A mall piece waiting at a process whose team has a member who can sign in. */
async function pieceAtTeamProcess(request: APIRequestContext, token: string) {
  const latest = new Map<string, Report>();
  for (let pageNum = 1; pageNum <= 5; pageNum++) {
    const page = await call<{ list: Report[] }>(request, token, 'webReportWork/getReportList', {
      fromDay: factoryDay(31 * 86_400_000),
      toDay: factoryDay(0),
      pageNum,
      pageSize: 100,
    });
    for (const r of page.list) if (!latest.has(r.pieceId)) latest.set(r.pieceId, r);
  }
  const { processes } = await call<{ processes: { id: string; name: string }[] }>(
    request,
    token,
    'webReportWork/getScanContext',
    {},
  );
  for (const piece of latest.values()) {
    const process = processes.find((p) => p.name === piece.nextProcessName);
    if (!process) continue;
    const { members } = await call<{ members: Member[] }>(
      request,
      token,
      'webTeam/getProcessMembers',
      { processId: process.id },
    );
    const reporter = members.find((m) => ACCOUNTS[m.name]);
    if (reporter) {
      const team = members.filter((m) => m.teamId === reporter.teamId);
      return { piece, process, reporter, team };
    }
  }
  throw new Error('the demo has no piece waiting at a process with a team');
}

// Each language's walk ends by undoing its report, so the demo's waiting piece is free again for
// the other language and for the work-report walk (work-reports.spec.ts).
for (const [locale, B] of [
  ['zh-CN', boardZh],
  ['en-US', boardEn],
] as const) {
  test.describe(`team pay and the live board in ${locale}`, () => {
    test.use({ locale, viewport: { width: 1440, height: 900 } });

    test('a team member reports a piece: the board counts it live, the pot is split exactly', async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(180_000);
      const { token } = await call<{ token: string }>(request, '', 'webAuth/loginByPassword', {
        account: 'admin',
        password: 'Admin123',
      });
      const { piece, process, reporter, team } = await pieceAtTeamProcess(request, token);

      // The team and its coefficients, as the admin sees them.
      await signInAsAdmin(page);
      await page.goto(`/teamManManagement?processId=${process.id}`);
      for (const m of team) {
        await expect(page.getByRole('row').filter({ hasText: m.name })).toContainText(
          m.coefficient,
        );
      }

      // The second-processing board on a workshop screen, left open.
      const tv = await browser.newContext({ locale, viewport: { width: 1920, height: 1080 } });
      const board = await tv.newPage();
      await signInAsAdmin(board);
      await board.goto('/mesBoard?board=secondary');
      const todayTile = board
        .locator('.board-tile')
        .filter({ hasText: `${B.today} · ${B.fig.reports}` })
        .locator('.board-tile-value');
      await expect(todayTile).toHaveText(/^\d+$/);
      const before = Number(await todayTile.textContent());
      const payBefore = await call<Pay>(request, token, 'webPerformance/getPaySummary', {
        preset: 'month',
        pageNum: 1,
        pageSize: 100,
      });

      // The member reports the piece at the process, as a scanner would.
      const worker = await call<{ token: string }>(request, '', 'webAuth/loginByPassword', {
        account: ACCOUNTS[reporter.name],
        password: 'Admin123',
      });
      const { reports } = await call<{ reports: { id: string }[] }>(
        request,
        worker.token,
        'webReportWork/reportWork',
        {
          processId: process.id,
          scans: [pieceScanCode(piece.pieceId)],
          requestId: crypto.randomUUID(),
        },
      );
      expect(reports).toHaveLength(1);

      // The board counts it without a reload (the event stream), within seconds.
      await expect(todayTile).toHaveText(String(before + 1), { timeout: 10_000 });
      await tv.close();

      // The pot grew by the report's value; the team's shares of it add up to it exactly.
      const payAfter = await call<Pay>(request, token, 'webPerformance/getPaySummary', {
        preset: 'month',
        pageNum: 1,
        pageSize: 100,
      });
      const value = cents(payAfter.grandTotal) - cents(payBefore.grandTotal);
      expect(value).toBeGreaterThan(0);
      const totalOf = (pay: Pay, id: string) =>
        cents(pay.list.find((w) => w.workerId === id)?.totalAmount ?? '0');
      const shares = team.map(
        (m) => totalOf(payAfter, m.workerId) - totalOf(payBefore, m.workerId),
      );
      expect(shares.reduce((a, b) => a + b, 0)).toBe(value);
      for (const share of shares) expect(share).toBeGreaterThanOrEqual(0);

      // The performance screen shows the reporter's new total.
      await page.goto('/performanceManagement');
      const total = payAfter.list.find((w) => w.workerId === reporter.workerId)!.totalAmount;
      await expect(page.getByRole('row').filter({ hasText: reporter.name })).toContainText(total);

      // The piece steps back, free for the next walk.
      await call(request, token, 'webReportWork/undoReport', {
        id: reports[0]!.id,
        reason: 'e2e walk',
      });
    });
  });
}
