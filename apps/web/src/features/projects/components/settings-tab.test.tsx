import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PROJECT_SETTINGS } from '@stone/shared/projects/settings';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { setToken } from '../../../lib/token.ts';
import { ok } from '../../../test/envelope-server.ts';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import { serveScreen } from '../../../test/screen-server.ts';
import { makeUser } from '../../../test/user-info.ts';

const WAIT = { timeout: 8000 };
const server = serveScreen((req) =>
  req.path.endsWith('getStoneMaterialChoices')
    ? ok({
        list: [
          { id: 's1', nameZh: '雅士白', nameEn: 'Ariston White', code: 'YS', thicknessesMm: [20] },
        ],
      })
    : ok(null),
);

let SettingsTab: typeof import('./settings-tab.tsx').SettingsTab;
beforeAll(async () => {
  await import('../project-locales.ts');
  ({ SettingsTab } = await import('./settings-tab.tsx'));
});

const data = {
  project: { id: 'p1', version: 1, archived: false, terminated: false },
  settings: { ...DEFAULT_PROJECT_SETTINGS, materialId: 's1' },
} as never;

/**
 * Issue 23 item 5: antd's InputNumber with min/max pulled −3 back to 0 on blur and saved it.
 * Now the kerf keeps what was typed, the field names its range, and nothing is sent.
 */
describe.each([
  ['en', 'Saw kerf (mm)', 'Saw kerf is from 0 to 50 mm', 'Savesettings'],
  ['zh', '锯缝（mm）', '锯缝为0至50毫米', '保存设置'],
] as const)('project settings in %s: a number out of range', (lang, label, message, save) => {
  it('shows the range on the field, keeps the value and sends nothing', async () => {
    await setTestLanguage(lang);
    setToken('tok');
    queryClient.setQueryData(USER_INFO_KEY, makeUser());
    await renderInApp(
      <QueryClientProvider client={queryClient}>
        <SettingsTab data={data} />
      </QueryClientProvider>,
      lang,
      '/solutionDetails?id=p1',
    );
    const kerf = (await screen.findByLabelText(label, {}, WAIT)) as HTMLInputElement;
    expect(kerf.placeholder).toBe('0–50');
    await userEvent.clear(kerf);
    await userEvent.type(kerf, '-3');
    fireEvent.blur(kerf);
    expect(kerf.value).toBe('-3');
    const button = screen
      .getAllByRole('button')
      .find((b) => b.textContent?.replace(/\s/g, '') === save);
    await userEvent.click(button as HTMLElement);
    expect(await screen.findByText(message, {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(kerf.value).toBe('-3'));
    expect(server.received.some((r) => r.path.endsWith('updateSolutionSettings'))).toBe(false);
  });
});
