import { QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { LIMITS } from '@stone/shared/limits';
import { MESSAGES } from '@stone/shared/messages';
import { PageLoading } from '../components/page-loading.tsx';
import { isThrottled } from '../lib/api-client.ts';
import { addMessages } from '../lib/i18n.ts';
import { SignedInFeedback } from './feedback-bridge.tsx';
import { queryClient } from '../lib/query-client.ts';
import { endSession, useUserInfo } from '../lib/session.ts';
import { hasToken } from '../lib/token.ts';

const ABOUT_COMPANY = '/aboutCompany';
const THROTTLED_TOAST = 'userInfoThrottled';

// Every shared message (forms of all areas); the sign-in page carried only the account ones.
addMessages(MESSAGES);

/**
 * Everything behind sign-in shares the query cache and antd's App (dialogs, notifications);
 * public pages load neither.
 */
export function AuthGate() {
  return (
    <QueryClientProvider client={queryClient}>
      <SignedInFeedback>
        <SessionGate />
      </SignedInFeedback>
    </QueryClientProvider>
  );
}

/**
 * The login flow of spec §4: no token → login; user info loaded once; any failure or a
 * shop-floor-only account (loginApp 0) → token cleared, back to login; no enterprise →
 * /aboutCompany. A throttled load (429) is no failure: the token stays and the load is retried.
 */
function SessionGate() {
  const location = useLocation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { t } = useTranslation('common');
  const signedIn = hasToken();
  const userInfo = useUserInfo(signedIn);
  const rejected = userInfo.isError || userInfo.data?.loginApp === 0;
  // While throttled the query keeps retrying (lib/session.ts): say why the page waits.
  const { failureReason } = userInfo;
  const throttledText = isThrottled(failureReason) ? failureReason.message : null;

  useEffect(() => {
    if (!throttledText) return;
    message.open({ key: THROTTLED_TOAST, type: 'warning', content: throttledText, duration: 0 });
    return () => message.destroy(THROTTLED_TOAST);
  }, [throttledText, message]);

  useEffect(() => {
    if (!rejected) return;
    void message.error(
      userInfo.isError ? t('userInfoFailed') : t('webNotAllowed'),
      LIMITS.toastSeconds,
    );
    endSession();
    void navigate('/login', { replace: true });
  }, [rejected, userInfo.isError, message, navigate, t]);

  if (!signedIn) {
    const target = `${location.pathname}${location.search}`;
    const query =
      target === '/' || target === '/index' ? '' : `?redirect=${encodeURIComponent(target)}`;
    return <Navigate to={`/login${query}`} replace />;
  }
  const user = userInfo.data;
  if (!user || rejected) return <PageLoading />;
  const atAboutCompany = location.pathname === ABOUT_COMPANY;
  if (user.orgId === null && !atAboutCompany) return <Navigate to={ABOUT_COMPANY} replace />;
  if (user.orgId !== null && atAboutCompany) return <Navigate to="/index" replace />;
  return <Outlet />;
}
