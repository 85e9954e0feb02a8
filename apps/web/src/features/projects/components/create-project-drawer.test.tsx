import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { setToken } from '../../../lib/token.ts';
import { ok } from '../../../test/envelope-server.ts';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import { serveScreen } from '../../../test/screen-server.ts';
import { makeUser } from '../../../test/user-info.ts';
import { checkDxfFile } from './create-validation.ts';

const WAIT = { timeout: 8000 };
const server = serveScreen((request) =>
  request.path.endsWith('uploadFile') ? ok({ fileId: 'f1' }) : ok({ id: 's1' }),
);

let CreateProjectDrawer: typeof import('./create-project-drawer.tsx').CreateProjectDrawer;
beforeAll(async () => {
  await setTestLanguage('en');
  await import('../project-locales.ts');
  ({ CreateProjectDrawer } = await import('./create-project-drawer.tsx'));
});

async function openDrawer(language: 'en' | 'zh' = 'en') {
  setToken('tok');
  queryClient.setQueryData(USER_INFO_KEY, makeUser());
  await renderInApp(
    <QueryClientProvider client={queryClient}>
      <CreateProjectDrawer open onClose={() => undefined} />
    </QueryClientProvider>,
    language,
    '/produceManagement/produceProject',
  );
  return screen.findByRole('button', { name: language === 'en' ? 'Create' : '创 建' }, WAIT);
}

const nameInput = () => document.querySelector('#createProject_name') as HTMLInputElement;

describe('manual order drawer', () => {
  it('gives one combined message when both the name and the file are missing', async () => {
    const create = await openDrawer();
    await userEvent.click(create);
    // Once, under the name (issue 23: it was under the planes too), and nothing was sent.
    await screen.findByText('Please enter a project name and upload a CAD file', {}, WAIT);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getAllByText('Please enter a project name and upload a CAD file')).toHaveLength(
      1,
    );
    expect(server.received.some((r) => r.path.endsWith('createSolution'))).toBe(false);
  });

  it('asks for the file alone once a name is given, and refuses a name over 64 characters', async () => {
    const create = await openDrawer();
    fireEvent.change(nameInput(), { target: { value: 'Lobby floor' } });
    await userEvent.click(create);
    expect(await screen.findByText('Please upload a CAD file', {}, WAIT)).toBeTruthy();
    fireEvent.change(nameInput(), { target: { value: 'x'.repeat(65) } });
    expect(await screen.findByText('Project name is at most 64 characters', {}, WAIT)).toBeTruthy();
  });

  it('takes only .dxf files: a DWG is refused before any upload', async () => {
    await openDrawer();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    // The file dialog's filter can be bypassed (drag and drop, "all files"): check it anyway.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['AC1032'], 'floor.dwg', { type: 'application/acad' }));
    expect(await screen.findByText('Only .dxf files are accepted', {}, WAIT)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.received.some((r) => r.path.endsWith('uploadFile'))).toBe(false);
  });

  it("sends the uploaded file's own name, so the upload record shows it", async () => {
    const create = await openDrawer();
    fireEvent.change(nameInput(), { target: { value: 'Lobby floor' } });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['0\nSECTION'], '大堂地面-v2.dxf'));
    await screen.findByText('大堂地面-v2.dxf', {}, WAIT);
    await userEvent.click(create);
    await waitFor(
      () => expect(server.received.some((r) => r.path.endsWith('createSolution'))).toBe(true),
      WAIT,
    );
    const body = server.received.find((r) => r.path.endsWith('createSolution'))?.body as {
      planes: { fileId: string; fileName?: string }[];
    };
    expect(body.planes[0]).toMatchObject({ fileId: 'f1', fileName: '大堂地面-v2.dxf' });
  });

  it('shows the combined message in Chinese too', async () => {
    const create = await openDrawer('zh');
    await userEvent.click(create);
    await screen.findByText('请输入项目名称并上传CAD文件', {}, WAIT);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getAllByText('请输入项目名称并上传CAD文件')).toHaveLength(1);
    await setTestLanguage('en');
  });
});

describe('dxf file check', () => {
  it('accepts .dxf in any case and refuses other names and oversize files', () => {
    expect(checkDxfFile({ name: 'a.DXF', size: 10 })).toBe('ok');
    expect(checkDxfFile({ name: 'a.dxf.dwg', size: 10 })).toBe('notDxf');
    expect(checkDxfFile({ name: 'a.dxf', size: 61 * 1024 * 1024 })).toBe('tooLarge');
  });
});
