import { screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { setToken } from '../../../lib/token.ts';
import { ok } from '../../../test/envelope-server.ts';
import { renderInApp, setTestLanguage } from '../../../test/render.tsx';
import { serveScreen } from '../../../test/screen-server.ts';
import { makeUser } from '../../../test/user-info.ts';

/**
 * Issue 23: the review filter's "done" (the review is over) and the production tab's "done" (the
 * project is produced) were one word; each now names whose it is, in both languages.
 */
const WAIT = { timeout: 8000 };
serveScreen(() => ok({ list: [], total: 0, pageNum: 1, pageSize: 20 }));

let ProjectsPage: typeof import('./produce-project.tsx').default;
beforeAll(async () => {
  await setTestLanguage('en');
  ({ default: ProjectsPage } = await import('./produce-project.tsx'));
});

it.each([
  ['en', 'Review complete', 'Production complete'],
  ['zh', '审核完成', '生产完成'],
] as const)(
  '%s: the review filter and the production tab say different things',
  async (lang, review, production) => {
    setToken('tok');
    queryClient.setQueryData(USER_INFO_KEY, makeUser());
    await renderInApp(
      <QueryClientProvider client={queryClient}>
        <ProjectsPage />
      </QueryClientProvider>,
      lang,
      '/produceManagement/produceProject',
    );
    expect(await screen.findByRole('tab', { name: production }, WAIT)).toBeTruthy();
    expect(screen.getByText(review)).toBeTruthy();
    expect(screen.queryByText(lang === 'en' ? 'Done' : '已完成')).toBeNull();
    expect(screen.queryByText(lang === 'en' ? 'Completed' : '已完成')).toBeNull();
  },
);
