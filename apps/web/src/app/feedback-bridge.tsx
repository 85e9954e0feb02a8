import { App } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LIMITS } from '@stone/shared/limits';
import { registerFeedback, TOAST_CONFIG } from '../lib/feedback.ts';
import { openReloginDialog } from './relogin-dialog.tsx';

/** Wires the API client's feedback to antd's toasts and dialogs and to the router. */
export function FeedbackBridge() {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const { t } = useTranslation('common');

  useEffect(
    () =>
      registerFeedback({
        success: (msg) => void message.success(msg, LIMITS.toastSeconds),
        error: (msg) => void message.error(msg, LIMITS.toastSeconds),
        relogin: (msg) => void openReloginDialog(modal, t, msg),
        forbidden: () => void navigate('/401'),
      }),
    [message, modal, navigate, t],
  );

  return null;
}

/**
 * antd's App (toasts, dialogs, notifications for `App.useApp()`) for everything behind sign-in,
 * with the API client's feedback wired to it. Public pages do without (root-route.tsx).
 */
export function SignedInFeedback({ children }: { children: ReactNode }) {
  return (
    <App message={TOAST_CONFIG}>
      <FeedbackBridge />
      {children}
    </App>
  );
}
