import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProjectSlabItem } from '@stone/shared/projects/detail';
import { ROUTES_BY_NAME } from '@stone/shared/routes';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { setToken } from '../../../lib/token.ts';
import { ok } from '../../../test/envelope-server.ts';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import { serveScreen } from '../../../test/screen-server.ts';
import { makeLimitedUser, makeUser } from '../../../test/user-info.ts';

const WAIT = { timeout: 8000 };
const piece = (id: string, code: string, rotationLocked: boolean): ProjectSlabItem => ({
  id,
  planeId: 'p1',
  code,
  name: '',
  widthMm: 1700,
  heightMm: 1000,
  areaM2: '1.70',
  thicknessMm: 20,
  processCode: '',
  rotationLocked,
  status: 'pendingPickup',
  abnormal: false,
  boxNo: null,
  holeCount: 0,
});
const PIECES = [piece('pc_a', 'V-001', true), piece('pc_b', 'V-002', false)];

const server = serveScreen((req) => {
  if (req.path.endsWith('getSolutionDetail'))
    return ok({ project: { id: 's1', name: 'Harbour Tower', version: 7 } });
  if (req.path.endsWith('getSolutionSlabs'))
    return ok({ list: PIECES, total: PIECES.length, pageNum: 1, pageSize: 20 });
  if (req.path.endsWith('getProcessChoices')) return ok({ processCodes: [] });
  if (req.path.endsWith('setSolutionPieceRotationLock'))
    return ok({ version: 8, updated: 1, backToReview: false });
  return ok(null);
});

let PlanePieces: typeof import('./plane-pieces.tsx').PlanePieces;
beforeAll(async () => {
  await import('../project-locales.ts');
  ({ PlanePieces } = await import('./plane-pieces.tsx'));
});

async function showPieces(lang: 'en' | 'zh', user = makeUser()) {
  await setTestLanguage(lang);
  setToken('tok');
  queryClient.setQueryData(USER_INFO_KEY, user);
  await renderInApp(
    <QueryClientProvider client={queryClient}>
      <PlanePieces projectId="s1" planeId="p1" planeName="North facade" pieceCount={2} />
    </QueryClientProvider>,
    lang,
    '/solutionDetails?id=s1',
  );
  await screen.findByText('V-001', {}, WAIT);
}

const rowOf = (code: string) => screen.getByText(code).closest('tr') as HTMLElement;
const lockCalls = () => server.received.filter((r) => r.path.endsWith('RotationLock'));

describe('the vein lock of pieces (issue 24)', () => {
  it('shows which pieces are locked', async () => {
    await showPieces('en');
    expect(screen.getByRole('columnheader', { name: 'Vein' })).toBeTruthy();
    expect(within(rowOf('V-001')).getByText('Vein locked')).toBeTruthy();
    expect(within(rowOf('V-002')).queryByText('Vein locked')).toBeNull();
  });

  it('says so in Chinese too', async () => {
    await showPieces('zh');
    expect(screen.getByRole('columnheader', { name: '纹理' })).toBeTruthy();
    expect(within(rowOf('V-001')).getByText('纹理锁定')).toBeTruthy();
    expect(screen.getByRole('button', { name: /锁定方向/ })).toBeTruthy();
  });

  it('locks and unlocks the selected pieces at the project version', async () => {
    await showPieces('en');
    const lock = screen.getByRole('button', { name: /Lock rotation/ });
    expect((lock as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(rowOf('V-002')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /Lock rotation/ }));
    await waitFor(() => expect(lockCalls()).toHaveLength(1), WAIT);
    expect(lockCalls()[0]?.body).toEqual({
      id: 's1',
      version: 7,
      locked: true,
      pieceIds: ['pc_b'],
    });
    // The selection is cleared once saved.
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: /Lock rotation/ }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
    await userEvent.click(within(rowOf('V-001')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /Unlock rotation/ }));
    await waitFor(() => expect(lockCalls()).toHaveLength(2), WAIT);
    expect(lockCalls()[1]?.body).toMatchObject({ locked: false, pieceIds: ['pc_a'] });
  });

  it('is not offered to a member who may not edit the project', async () => {
    await showPieces('en', makeLimitedUser([ROUTES_BY_NAME.get('solutionDetails')?.menuId ?? -1]));
    expect(screen.queryByRole('button', { name: /Lock rotation/ })).toBeNull();
    expect(within(rowOf('V-001')).getByText('Vein locked')).toBeTruthy();
  });
});
