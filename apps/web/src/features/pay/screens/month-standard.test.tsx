import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { setToken } from '../../../lib/token.ts';
import { ok, type Received } from '../../../test/envelope-server.ts';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import { serveScreen } from '../../../test/screen-server.ts';
import { makeUser } from '../../../test/user-info.ts';

const WAIT = { timeout: 8000 };
const server = serveScreen((request: Received) => {
  if (request.path.endsWith('getTargets'))
    return ok({
      list: [
        {
          id: 't1',
          month: '2026-11',
          module: 'processing',
          value: '1200.50',
          unit: 'squareMetre',
          version: 3,
        },
      ],
    });
  if (request.path.endsWith('createTarget')) return ok({ id: 't2' });
  return ok(null);
});

let Page: typeof import('./month-standard.tsx').default;
beforeAll(async () => {
  await setTestLanguage('en');
  ({ default: Page } = await import('./month-standard.tsx'));
});

const TEXT = {
  en: { cutting: 'Cutting Target', processing: 'Processing Target', save: 'Save' },
  // antd spaces a two-character button label: "保 存".
  zh: { cutting: '切割 目标', processing: '加工 目标', save: /^保\s?存$/ },
};

describe.each(['en', 'zh'] as const)('monthly targets (%s)', (language) => {
  it('edits a module’s target inline: a set one at its version, a new one by create', async () => {
    setToken('tok');
    queryClient.clear();
    queryClient.setQueryData(USER_INFO_KEY, makeUser());
    await renderInApp(
      <QueryClientProvider client={queryClient}>
        <Page />
      </QueryClientProvider>,
      language,
      '/monthStandard?month=2026-11',
    );
    const text = TEXT[language];
    // The editor starts again from the stored value once the month's targets arrive.
    await waitFor(
      () =>
        expect((screen.getByLabelText(text.processing) as HTMLInputElement).value).toBe('1200.50'),
      WAIT,
    );
    const processing = screen.getByLabelText(text.processing);
    await userEvent.clear(processing);
    await userEvent.type(processing, '1300');
    const saves = screen.getAllByRole('button', { name: text.save });
    await userEvent.click(saves[1]!);
    await waitFor(() => {
      const last = server.received.filter((r) => r.path.endsWith('updateTarget')).at(-1);
      expect(last?.body).toEqual({ id: 't1', version: 3, value: '1300' });
    }, WAIT);
    await userEvent.type(screen.getByLabelText(text.cutting), '800.25');
    await userEvent.click(saves[0]!);
    await waitFor(() => {
      const last = server.received.filter((r) => r.path.endsWith('createTarget')).at(-1);
      expect(last?.body).toMatchObject({ month: '2026-11', module: 'cutting', value: '800.25' });
    }, WAIT);
  });
});
