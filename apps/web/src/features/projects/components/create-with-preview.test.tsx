import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PreviewDrawingData } from '@stone/shared/projects/preview';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { setToken } from '../../../lib/token.ts';
import { fail, ok } from '../../../test/envelope-server.ts';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import { serveScreen } from '../../../test/screen-server.ts';
import { makeUser } from '../../../test/user-info.ts';

const WAIT = { timeout: 8000 };
const REFUSAL = 'The drawing of plane Plane 1 declares no units; choose mm, cm, m or inch';

const UNITLESS: PreviewDrawingData = {
  declaredUnits: null,
  guessedUnits: 'cm',
  units: null,
  pieces: [
    { index: 0, code: 'T-01', layer: '0', widthMm: 80, heightMm: 60, areaMm2: 4800, flags: [] },
  ],
  outlines: [],
  outlinePage: 0,
  outlinePageCount: 1,
};

const server = serveScreen((request) => {
  if (request.path.endsWith('uploadFile')) return ok({ fileId: 'f1' });
  if (request.path.endsWith('previewSolutionDrawing')) return ok(UNITLESS);
  return fail(2, REFUSAL, { 'planes.0.units': REFUSAL });
});

let CreateProjectDrawer: typeof import('./create-project-drawer.tsx').CreateProjectDrawer;
beforeAll(async () => {
  await setTestLanguage('en');
  await import('../project-locales.ts');
  ({ CreateProjectDrawer } = await import('./create-project-drawer.tsx'));
});

describe('manual order with a drawing preview (issue 23)', () => {
  it('sends the choices and shows a refusal about a plane under its drawing', async () => {
    setToken('tok');
    queryClient.setQueryData(USER_INFO_KEY, makeUser());
    await renderInApp(
      <QueryClientProvider client={queryClient}>
        <CreateProjectDrawer open onClose={() => undefined} />
      </QueryClientProvider>,
      'en',
      '/produceManagement/produceProject',
    );
    const create = await screen.findByRole('button', { name: 'Create' }, WAIT);
    const name = document.querySelector('#createProject_name') as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Detail' } });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['0\nSECTION'], 'detail.dxf'));
    await screen.findByTestId('preview-summary', {}, WAIT);
    await userEvent.click(create);
    await waitFor(
      () =>
        expect(document.querySelector('.ant-form-item-explain-error')?.textContent).toBe(REFUSAL),
      WAIT,
    );
    const body = server.received.find((r) => r.path.endsWith('createSolution'))?.body as {
      planes: Record<string, unknown>[];
    };
    expect(body.planes[0]).toMatchObject({
      fileId: 'f1',
      excludedLayers: [],
      excludedPieces: [],
      keptPieces: [],
    });
  });
});
