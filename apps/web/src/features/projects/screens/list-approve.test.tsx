// Issue 23: a list row offers approve only when it can pass; otherwise it is shown disabled with
// what approval still lacks (the server's own figures), in zh and en.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ProjectItem } from '@stone/shared/projects/list';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { setToken } from '../../../lib/token.ts';
import { ok } from '../../../test/envelope-server.ts';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import { serveScreen } from '../../../test/screen-server.ts';
import { makeUser } from '../../../test/user-info.ts';

const WAIT = { timeout: 8000 };
const BLOCKED: ProjectItem = {
  id: 's2',
  name: 'Villa wall',
  orderNo: 'PO-8',
  customerName: 'Riverside',
  customerBrand: '',
  deliveryAt: null,
  projectType: 'engineering',
  reviewState: 'pending',
  productionState: 'notStarted',
  archived: false,
  terminated: false,
  planeCount: 2,
  pieceCount: 9,
  slabCount: 0,
  totalAreaM2: '3.10',
  yieldPercent: '0.00',
  packingListState: 'none',
  approvalMissing: { planes: ['N2'], settings: [], packingList: true },
  createdAt: '2026-11-21T08:00:00Z',
  updatedAt: '2026-11-21T08:00:00Z',
  version: 1,
};

const server = serveScreen((req) =>
  req.path.endsWith('getProduceSolutionList')
    ? ok({ list: [BLOCKED], total: 1, pageNum: 1, pageSize: 20 })
    : ok({ version: 2 }),
);

const CASES = [
  { lang: 'en', approve: 'Approve', reason: /Approval needs: a cutting plan for N2/ },
  { lang: 'zh', approve: '审核', reason: /N2/ },
] as const;

describe('approve in the project list', () => {
  for (const c of CASES)
    it(`is disabled with what approval lacks (${c.lang})`, async () => {
      await setTestLanguage(c.lang);
      const { default: ProjectsPage } = await import('./produce-project.tsx');
      setToken('tok');
      queryClient.setQueryData(USER_INFO_KEY, makeUser());
      await renderInApp(
        <QueryClientProvider client={queryClient}>
          <ProjectsPage />
        </QueryClientProvider>,
        c.lang,
        '/produceManagement/produceProject',
      );
      const row = (await screen.findByText('Villa wall', {}, WAIT)).closest('tr') as HTMLElement;
      const approve = within(row)
        .getAllByRole('button')
        .find((b) => b.textContent?.replace(/\s/g, '').includes(c.approve));
      expect(approve).toBeTruthy();
      expect((approve as HTMLButtonElement).disabled).toBe(true);
      await userEvent.hover(approve?.parentElement as HTMLElement);
      expect(await screen.findByText(c.reason, {}, WAIT)).toBeTruthy();
      await userEvent.click(approve as HTMLElement);
      await waitFor(() => expect(screen.queryByText(/OK|确定/)).toBeNull());
      expect(server.received.some((r) => r.path.endsWith('approveSolution'))).toBe(false);
    }, 60_000);
});
