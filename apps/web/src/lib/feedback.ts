import type { ApiFeedback } from './api-client.ts';

/**
 * The API client lives outside React; the app registers the real toasts and dialogs (antd's
 * App context, the router) once they exist. Until then nothing is shown.
 */
let target: ApiFeedback = {
  success: () => undefined,
  error: () => undefined,
  relogin: () => undefined,
  forbidden: () => undefined,
};

export function registerFeedback(next: ApiFeedback): void {
  target = next;
}

export const feedback: ApiFeedback = {
  success: (msg) => target.success(msg),
  error: (msg) => target.error(msg),
  relogin: (msg) => target.relogin(msg),
  forbidden: () => target.forbidden(),
};
