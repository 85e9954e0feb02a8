import { LIMITS } from '@stone/shared/limits';
import type { ApiFeedback } from './api-client.ts';

/** antd's toasts, the same on public pages and behind sign-in. */
export const TOAST_CONFIG = { duration: LIMITS.toastSeconds, maxCount: 3 } as const;

const SILENT: ApiFeedback = {
  success: () => undefined,
  error: () => undefined,
  relogin: () => undefined,
  forbidden: () => undefined,
};

/**
 * The API client lives outside React; the app registers the real toasts and dialogs once they
 * exist: the public pages' own (app/root-route.tsx), and the signed-in area's (antd's App,
 * app/feedback-bridge.tsx), which takes over while it is mounted. Until then nothing is shown.
 */
type Area = 'public' | 'signedIn';
const targets: Partial<Record<Area, ApiFeedback>> = {};
const target = (): ApiFeedback => targets.signedIn ?? targets.public ?? SILENT;

/** Returns the call that removes this registration again (on unmount). */
export function registerFeedback(next: ApiFeedback, area: Area = 'signedIn'): () => void {
  targets[area] = next;
  return () => {
    if (targets[area] === next) delete targets[area];
  };
}

export const feedback: ApiFeedback = {
  success: (msg) => target().success(msg),
  error: (msg) => target().error(msg),
  relogin: (msg) => target().relogin(msg),
  forbidden: () => target().forbidden(),
};
