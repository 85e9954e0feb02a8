import { useNavigate, useSearchParams } from 'react-router';
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
