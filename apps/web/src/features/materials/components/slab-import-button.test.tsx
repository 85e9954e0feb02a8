import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { setToken } from '../../../lib/token.ts';
import { fail, ok, type Reply } from '../../../test/envelope-server.ts';
import type { Received } from '../../../test/envelope-server.ts';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import { serveScreen } from '../../../test/screen-server.ts';
import { makeUser } from '../../../test/user-info.ts';

const WAIT = { timeout: 8000 };
const UPLOADED = {
  fileId: 'f1',
  mime: 'xlsx',
  size: 9,
  width: 0,
  height: 0,
  url: '',
  thumbUrl: '',
};

/** What the server says on every upload; an import's upload must not repeat it (issue 23). */
const UPLOADED_MSG = 'Uploaded successfully';

/** What the import endpoint answers in the current test (the upload always succeeds). */
let answerImport: (body: { mode?: string }) => Reply = () =>
  ok({ created: 0, updated: 0, skipped: 0 });
const server = serveScreen((request: Received) => {
  if (request.path.endsWith('uploadFile')) return ok(UPLOADED, UPLOADED_MSG);
  if (request.path.endsWith('importBigSlabs'))
    return answerImport(request.body as { mode?: string });
  return ok(null);
});
const imports = () =>
  server.received.filter((r) => r.path.endsWith('importBigSlabs')).map((r) => r.body);

let SlabImportButton: typeof import('./slab-import-button.tsx').SlabImportButton;
beforeAll(async () => {
  await setTestLanguage('en');
  await import('../material-locales.ts');
  ({ SlabImportButton } = await import('./slab-import-button.tsx'));
});

async function uploadSheet(language: 'en' | 'zh' = 'en') {
  setToken('tok');
  queryClient.setQueryData(USER_INFO_KEY, makeUser());
  await renderInApp(
    <QueryClientProvider client={queryClient}>
      <SlabImportButton />
    </QueryClientProvider>,
    language,
    '/aboutMaterial/picking',
  );
  await screen.findByRole(
    'button',
    { name: language === 'en' ? /Import Excel/ : /导入Excel/ },
    WAIT,
  );
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  const sheet = new File(['PK\u0003\u0004'], 'stock.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  await userEvent.upload(input, sheet);
}

/** Barcodes already in stock: the server asks (code 1) until a mode is chosen. */
const askFirst = (body: { mode?: string }): Reply =>
  body.mode
    ? ok({
        created: 1,
        updated: body.mode === 'overwrite' ? 2 : 0,
        skipped: body.mode === 'keep' ? 2 : 0,
      })
    : fail(1, '2 slabs with these barcodes already exist. Keep them or overwrite?', {
        existing: 2,
      });

describe('slab import: keep or overwrite', () => {
  it('asks when barcodes exist, and overwriting sends the same file again with mode overwrite', async () => {
    answerImport = askFirst;
    await uploadSheet();
    expect(await screen.findByText(/Keep them or overwrite\?/, {}, WAIT)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Overwrite' }));
    expect(
      await screen.findByText('Imported: 1 new, 2 overwritten, 0 kept', {}, WAIT),
    ).toBeTruthy();
    expect(imports()).toEqual([{ fileId: 'f1' }, { fileId: 'f1', mode: 'overwrite' }]);
  });

  it('keeps the existing slabs when told to', async () => {
    answerImport = askFirst;
    await uploadSheet();
    await userEvent.click(await screen.findByRole('button', { name: 'Keep existing' }, WAIT));
    expect(
      await screen.findByText('Imported: 1 new, 0 overwritten, 2 kept', {}, WAIT),
    ).toBeTruthy();
    expect(imports()).toEqual([{ fileId: 'f1' }, { fileId: 'f1', mode: 'keep' }]);
  });

  it('imports at once, without asking, when no barcode exists', async () => {
    answerImport = () => ok({ created: 3, updated: 0, skipped: 0 });
    await uploadSheet();
    expect(
      await screen.findByText('Imported: 3 new, 0 overwritten, 0 kept', {}, WAIT),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Overwrite' })).toBeNull();
    expect(imports()).toEqual([{ fileId: 'f1' }]);
  });

  it('lists a refused sheet row by row, and says how many problems there are in all', async () => {
    answerImport = () =>
      fail(2, '3 problems in the sheet; nothing was imported', {
        errors: [
          { row: 4, field: 'barcode', column: 'Barcode', message: 'Required' },
          {
            row: 7,
            field: 'thicknessMm',
            column: 'Thickness (mm)',
            message: 'Enter a whole number',
          },
        ],
        total: 3,
      });
    await uploadSheet();
    const table = await screen.findByTestId('import-errors', {}, WAIT);
    const rows = [...table.querySelectorAll('tr.ant-table-row')].map((tr) => tr.textContent);
    expect(rows).toEqual(['4BarcodeRequired', '7Thickness (mm)Enter a whole number']);
    expect(screen.getByText('3 problems in the sheet; nothing was imported')).toBeTruthy();
    expect(screen.getByText('Showing 2 of 3 problems')).toBeTruthy();
    expect(imports()).toHaveLength(1);
  });

  it('a refused sheet says "nothing imported", never "uploaded" first', async () => {
    answerImport = () =>
      fail(2, '1 problems in the sheet; nothing was imported', {
        errors: [{ row: 2, field: 'lengthMm', column: 'Length (mm)', message: 'Too small' }],
        total: 1,
      });
    await uploadSheet();
    expect(await screen.findByText('1 problems in the sheet; nothing was imported', {}, WAIT));
    expect(screen.queryByText(UPLOADED_MSG)).toBeNull();
  });

  it('an import that keeps every row says nothing was imported', async () => {
    answerImport = () => ok({ created: 0, updated: 0, skipped: 3 });
    await uploadSheet();
    expect(
      await screen.findByText('Nothing imported: 3 slabs were already in stock and kept', {}, WAIT),
    ).toBeTruthy();
    expect(screen.queryByText(UPLOADED_MSG)).toBeNull();
  });

  it('says nothing was imported in Chinese too', async () => {
    answerImport = () => ok({ created: 0, updated: 0, skipped: 3 });
    await uploadSheet('zh');
    expect(await screen.findByText('未导入任何大板：3块已在库存中，已保留', {}, WAIT)).toBeTruthy();
    await setTestLanguage('en');
  });

  it('asks in Chinese too', async () => {
    answerImport = askFirst;
    await uploadSheet('zh');
    await userEvent.click(await screen.findByRole('button', { name: /覆\s*盖/ }, WAIT));
    await waitFor(
      () => expect(screen.getByText('已导入：新增1块，覆盖2块，保留0块')).toBeTruthy(),
      WAIT,
    );
    expect(imports()[1]).toEqual({ fileId: 'f1', mode: 'overwrite' });
    await setTestLanguage('en');
  });
});
