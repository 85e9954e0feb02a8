import { screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { addLocales } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { setToken } from '../../../lib/token.ts';
import { ok, type Received } from '../../../test/envelope-server.ts';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import { serveScreen } from '../../../test/screen-server.ts';
import { makeUser } from '../../../test/user-info.ts';
import { en } from '../locales/en.ts';
import { zh } from '../locales/zh.ts';
import { TargetsProgress } from './targets-progress.tsx';

const WAIT = { timeout: 8000 };
serveScreen((request: Received) => {
  if (request.path.endsWith('getHomeTargets'))
    return ok({
      month: '2026-11',
      list: [
        { module: 'cutting', target: '1200.00', done: '300.00', progressBp: 2500 },
        { module: 'processing', target: null, done: '12.50', progressBp: null },
        { module: 'kitCheck', target: '600.00', done: '0.00', progressBp: 0 },
        { module: 'packing', target: '500.00', done: '510.00', progressBp: 10200 },
      ],
      cutting: { monthM2: '300.00', yesterdayM2: '10.00', todayM2: '5.00' },
    });
  return ok(null);
});

beforeAll(async () => {
  addLocales('home', { en, zh });
  await setTestLanguage('en');
});

const TEXT = {
  en: { title: 'Monthly targets (2026-11)', done: /Done 300\.00 m²/, notSet: /No target set/ },
  zh: { title: '月度指标（2026-11）', done: /已完成 300\.00 平方米/, notSet: /未设置目标/ },
};

describe.each(['en', 'zh'] as const)('home targets card (%s)', (language) => {
  it('shows each module’s done area against its target', async () => {
    setToken('tok');
    queryClient.clear();
    queryClient.setQueryData(USER_INFO_KEY, makeUser());
    await renderInApp(
      <QueryClientProvider client={queryClient}>
        <TargetsProgress />
      </QueryClientProvider>,
      language,
      '/index',
    );
    const text = TEXT[language];
    expect(await screen.findByText(text.title, {}, WAIT)).toBeTruthy();
    expect(screen.getByText(text.done)).toBeTruthy();
    expect(screen.getByText(text.notSet)).toBeTruthy();
    expect(screen.getByText('25.00%')).toBeTruthy();
    expect(screen.getByText('102.00%')).toBeTruthy();
  });
});
