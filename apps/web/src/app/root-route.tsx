// The hook alone: `message` from 'antd' brings its static API and list panels as well.
import useMessage from 'antd/es/message/useMessage';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { LIMITS } from '@stone/shared/limits';
import { registerFeedback, TOAST_CONFIG } from '../lib/feedback.ts';

const ReloginDialog = lazy(async () => ({
  default: (await import('./relogin-dialog.tsx')).ReloginDialog,
}));

/**
 * The public pages' toasts (sign-in, the agreement, 404/401): antd's message alone. antd's App,
 * with its dialogs and notifications, comes with the signed-in area (auth-gate.tsx), so the
 * sign-in page doesn't load it; there it takes over the API client's feedback.
 */
function PublicFeedback() {
  const [toast, holder] = useMessage(TOAST_CONFIG);
  const navigate = useNavigate();
  const [relogin, setRelogin] = useState<string | null>(null);

  useEffect(
    () =>
      registerFeedback(
        {
          success: (msg) => void toast.success(msg, LIMITS.toastSeconds),
          error: (msg) => void toast.error(msg, LIMITS.toastSeconds),
          relogin: (msg) => setRelogin(msg),
          forbidden: () => void navigate('/401'),
        },
        'public',
      ),
    [toast, navigate],
  );

  return (
    <>
      {holder}
      {relogin !== null && (
        <Suspense fallback={null}>
          <ReloginDialog msg={relogin} />
        </Suspense>
      )}
    </>
  );
}

export function RootRoute() {
  return (
    <>
      <PublicFeedback />
      <Outlet />
    </>
  );
}
