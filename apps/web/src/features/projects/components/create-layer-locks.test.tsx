import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PreviewDrawingData } from '@stone/shared/projects/preview';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { setToken } from '../../../lib/token.ts';
import { ok } from '../../../test/envelope-server.ts';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import { serveScreen } from '../../../test/screen-server.ts';
import { makeUser } from '../../../test/user-info.ts';

const WAIT = { timeout: 8000 };

/** Wall panels with a vein on layer VEIN, plain steps on STEP. */
const DRAWING: PreviewDrawingData = {
  declaredUnits: 'mm',
  guessedUnits: null,
  units: 'mm',
  pieces: [
    {
      index: 0,
      code: 'WB-01',
      layer: 'VEIN',
      widthMm: 800,
      heightMm: 600,
      areaMm2: 480_000,
      flags: [],
    },
    {
      index: 1,
      code: 'TB-01',
      layer: 'STEP',
      widthMm: 900,
      heightMm: 300,
      areaMm2: 270_000,
      flags: [],
    },
  ],
  outlines: [],
  outlinePage: 0,
  outlinePageCount: 1,
};

const server = serveScreen((request) => {
  if (request.path.endsWith('uploadFile')) return ok({ fileId: 'f1' });
  if (request.path.endsWith('previewSolutionDrawing')) return ok(DRAWING);
  if (request.path.endsWith('createSolution')) return ok({ id: 's9' });
  return ok(null);
});

let CreateProjectDrawer: typeof import('./create-project-drawer.tsx').CreateProjectDrawer;
beforeAll(async () => {
  await import('../project-locales.ts');
  ({ CreateProjectDrawer } = await import('./create-project-drawer.tsx'));
});

async function openWithDrawing(lang: 'en' | 'zh') {
  await setTestLanguage(lang);
  setToken('tok');
  queryClient.setQueryData(USER_INFO_KEY, makeUser());
  await renderInApp(
    <QueryClientProvider client={queryClient}>
      <CreateProjectDrawer open onClose={() => undefined} />
    </QueryClientProvider>,
    lang,
    '/produceManagement/produceProject',
  );
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, new File(['0\nSECTION'], 'walls.dxf'));
  await screen.findByTestId('preview-summary', {}, WAIT);
}

describe('vein locks by layer when a drawing is read (issue 24)', () => {
  it('sends the ticked layers as rotation lock rules', async () => {
    await openWithDrawing('en');
    expect(
      screen.getByText('Vein: pieces on these layers keep their drawn orientation'),
    ).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Lock rotation of layer VEIN'));
    const name = document.querySelector('#createProject_name') as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Lobby walls' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(
      () => expect(server.received.some((r) => r.path.endsWith('createSolution'))).toBe(true),
      WAIT,
    );
    const body = server.received.find((r) => r.path.endsWith('createSolution'))?.body as {
      planes: Record<string, unknown>[];
    };
    expect(body.planes[0]?.rotationLockRules).toEqual([{ layer: 'VEIN' }]);
  });

  it('offers the locks in Chinese; a dropped layer cannot be locked', async () => {
    await openWithDrawing('zh');
    expect(screen.getByText('纹理：以下图层的板件保持图纸方向')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('STEP（1）'));
    const lock = screen.getByLabelText('锁定图层 STEP 的方向') as HTMLInputElement;
    expect(lock.disabled).toBe(true);
  });
});
