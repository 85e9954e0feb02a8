import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../lib/query-client.ts';
import { USER_INFO_KEY } from '../lib/session.ts';
import { clearToken, getToken, setToken } from '../lib/token.ts';
import { fail, ok } from '../test/envelope-server.ts';
import { setTestLanguage } from '../test/render.tsx';
import { serveScreen } from '../test/screen-server.ts';
import { makeUser } from '../test/user-info.ts';
import { Providers } from './providers.tsx';
import { AuthGate } from './auth-gate.tsx';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

async function mountAt(path: string) {
  await setTestLanguage('en');
  const router = createMemoryRouter(
    [
      { path: '/login', element: <Where /> },
      {
        element: <AuthGate />,
        children: [
          { path: '/aboutCompany', element: <Where /> },
          { path: '/index', element: <Where /> },
          { path: '/rolesManagement', element: <Where /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

async function renderAt(path: string) {
  await mountAt(path);
  return screen.findByTestId('where');
}

// The first user-info load meets the server's per-IP budget (HTTP 429, code 7); later ones pass.
const server = serveScreen((_request, index) =>
  index === 0 ? fail(7, 'Too many requests, try again later', null, 429) : ok(makeUser()),
);

afterEach(() => {
  clearToken();
  queryClient.clear();
});

describe('login flow (spec §4)', () => {
  it('sends a visitor without a token to the login page, remembering where they were', async () => {
    expect((await renderAt('/rolesManagement')).textContent).toBe(
      '/login?redirect=%2FrolesManagement',
    );
  });

  it('sends a user without an enterprise to /aboutCompany', async () => {
    setToken('tok');
    queryClient.setQueryData(USER_INFO_KEY, makeUser({ orgId: null, orgName: null }));
    expect((await renderAt('/index')).textContent).toBe('/aboutCompany');
  });

  it('keeps a member with an enterprise away from /aboutCompany', async () => {
    setToken('tok');
    queryClient.setQueryData(USER_INFO_KEY, makeUser());
    expect((await renderAt('/aboutCompany')).textContent).toBe('/index');
  });

  it('clears the token of a shop-floor-only account (loginApp 0) and goes to login', async () => {
    setToken('tok');
    queryClient.setQueryData(USER_INFO_KEY, makeUser({ loginApp: 0 }));
    expect((await renderAt('/index')).textContent).toBe('/login');
    expect(getToken()).toBeUndefined();
  });

  it('keeps the token when user info is throttled, shows why and loads it on a later try', async () => {
    setToken('tok');
    await mountAt('/index');
    expect(await screen.findByText('Too many requests, try again later')).toBeTruthy();
    expect(getToken()).toBe('tok');
    // The retry waits a second (back-off), then the member's screen opens, still signed in.
    const where = await screen.findByTestId('where', {}, { timeout: 8000 });
    expect(where.textContent).toBe('/index');
    expect(getToken()).toBe('tok');
    const loads = server.received.filter((r) => r.path.endsWith('/webUser/getCurMcUserInfo'));
    expect(loads).toHaveLength(2);
  }, 20_000);
});
