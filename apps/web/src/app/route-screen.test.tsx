import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../lib/query-client.ts';
import { USER_INFO_KEY } from '../lib/session.ts';
import { setToken } from '../lib/token.ts';
import { fail } from '../test/envelope-server.ts';
import { setTestLanguage } from '../test/render.tsx';
import { serveScreen } from '../test/screen-server.ts';
import { makeUser } from '../test/user-info.ts';
import { Providers } from './providers.tsx';
import { RouteScreen } from './route-screen.tsx';

// The screens' own data is beside the point: every call gets a quiet business answer.
serveScreen(() => fail(1));

describe('the browser tab title', () => {
  it('names the current screen and the app in the current language, and follows both', async () => {
    await setTestLanguage('en');
    setToken('tok');
    queryClient.setQueryData(USER_INFO_KEY, makeUser());
    const router = createMemoryRouter([{ path: '*', element: <RouteScreen /> }], {
      initialEntries: ['/orgManagement/memberManagement'],
    });
    render(
      <QueryClientProvider client={queryClient}>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </QueryClientProvider>,
    );
    await waitFor(() =>
      expect(document.title).toBe('Members and departments · Stone Cloud Factory'),
    );

    await act(() => i18next.changeLanguage('zh'));
    await waitFor(() => expect(document.title).toBe('成员与部门 · 石材云工厂'));

    await act(() => router.navigate('/rolesManagement'));
    await waitFor(() => expect(document.title).toBe('角色管理 · 石材云工厂'));

    await act(() => i18next.changeLanguage('en'));
    await waitFor(() => expect(document.title).toBe('Role management · Stone Cloud Factory'));
  }, 30_000);
});
