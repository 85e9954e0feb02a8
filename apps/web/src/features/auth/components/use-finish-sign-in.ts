import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { applyFieldErrors } from '../../../lib/form-rules.ts';
import { startSession } from '../../../lib/session-start.ts';

/** Only same-site paths are followed after sign-in, never another origin. */
export function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return '/index';
  if (target.startsWith('/login')) return '/index';
  return target;
}

/** Keep the token and go where the person was heading (spec §4: token → home). */
export function useFinishSignIn(): (token: string) => Promise<void> {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return async (token: string) => {
    await startSession(token);
    await navigate(safeRedirect(params.get('redirect')), { replace: true });
  };
}

/**
 * The submit of every sign-in form: ask for a token, then finish signing in; server field
 * errors land on the form's fields.
 */
export function useSignInSubmit<V>(
  form: FormInstance<V>,
  requestToken: (values: V) => Promise<{ token: string }>,
) {
  const [submitting, setSubmitting] = useState(false);
  const finish = useFinishSignIn();
  const onFinish = async (values: V) => {
    setSubmitting(true);
    try {
      await finish((await requestToken(values)).token);
    } catch (error) {
      applyFieldErrors(form, error);
    } finally {
      setSubmitting(false);
    }
  };
  return { submitting, onFinish };
}
