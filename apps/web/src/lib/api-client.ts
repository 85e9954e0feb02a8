import axios, { type AxiosInstance } from 'axios';
import type { BodyOf, DataOf, EndpointPath } from '@stone/shared';
import { API_PREFIX } from '@stone/shared/prefix';
import { ERROR_CODES, RELOGIN_CODES, type Envelope } from '@stone/shared/error-codes';
import { LIMITS, type Language } from '@stone/shared/limits';
import { ApiError } from './api-error.ts';

// Re-exported: callers keep importing the client's error helpers from the client.
export { ApiError, isBusinessAnswer, isThrottled } from './api-error.ts';

/** Code given to transport failures (no envelope came back). */
export const NETWORK_ERROR_CODE = -1;

/** How the client talks to the person: toasts, the re-login dialog, the 401 page. */
export type ApiFeedback = {
  success: (msg: string) => void;
  error: (msg: string) => void;
  /** Shown at most once per page life, however many calls fail at once. */
  relogin: (msg: string) => void;
  forbidden: () => void;
};

export type ApiClientOptions = {
  baseURL?: string;
  timeoutMs?: number;
  getToken: () => string | undefined;
  setToken: (token: string) => void;
  getLanguage: () => Language;
  /** Texts the client shows itself when the server gave none. */
  text: (key: 'networkUnstable' | 'systemError') => string;
  feedback: ApiFeedback;
};

export type CallOptions = {
  /** Don't toast or open dialogs: the caller shows its own message (e.g. the user-info load). */
  quiet?: boolean;
  /** Toast failures but not the success message: a step whose outcome the caller reports. */
  quietSuccess?: boolean;
};

export type ApiClient = {
  call: <P extends EndpointPath>(
    path: P,
    body: BodyOf<P>,
    options?: CallOptions,
  ) => Promise<DataOf<P>>;
  /** The one multipart call (webAttachment/uploadFile): the same envelope handling as `call`. */
  upload: <T>(path: string, form: FormData, options?: CallOptions) => Promise<T>;
  http: AxiosInstance;
};

function isEnvelope(value: unknown): value is Envelope<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.result === 'boolean' && typeof v.code === 'number';
}

/** The only place in the web app that reads the envelope (api-conventions.md, spec §7–§8). */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = axios.create({
    baseURL: options.baseURL ?? '',
    timeout: options.timeoutMs ?? LIMITS.requestTimeoutMs,
    // The client decides by `code`, never by the HTTP status.
    validateStatus: () => true,
    headers: { 'Content-Type': 'application/json' },
  });
  let reloginShown = false;

  async function send(path: string, body: unknown): Promise<Envelope<unknown>> {
    const token = options.getToken();
    const headers: Record<string, string> = { 'Accept-Language': options.getLanguage() };
    if (token) headers.Authorization = token;
    // A FormData body goes as multipart; the browser adds the boundary.
    if (typeof FormData !== 'undefined' && body instanceof FormData)
      headers['Content-Type'] = 'multipart/form-data';
    let response;
    try {
      response = await http.post(`${API_PREFIX}${path}`, body ?? {}, { headers });
    } catch {
      throw new ApiError(NETWORK_ERROR_CODE, options.text('networkUnstable'));
    }
    if (!isEnvelope(response.data)) {
      throw new ApiError(ERROR_CODES.INTERNAL, options.text('systemError'));
    }
    return response.data;
  }

  function fail(envelope: Envelope<unknown>, quiet: boolean): never {
    const { code, data } = envelope;
    const msg = envelope.msg || options.text('systemError');
    if (code === ERROR_CODES.BUSINESS) throw new ApiError(code, envelope.msg, data);
    if (!quiet) {
      if (RELOGIN_CODES.includes(code)) {
        if (!reloginShown) {
          reloginShown = true;
          options.feedback.relogin(envelope.msg);
        }
      } else if (code === ERROR_CODES.FORBIDDEN) {
        options.feedback.forbidden();
      } else {
        options.feedback.error(msg);
      }
    }
    throw new ApiError(code, msg, data);
  }

  async function request(
    path: string,
    body: unknown,
    callOptions: CallOptions = {},
  ): Promise<unknown> {
    const quiet = callOptions.quiet === true;
    let envelope: Envelope<unknown>;
    try {
      envelope = await send(path, body);
      if (envelope.code === ERROR_CODES.TOKEN_RENEWED && typeof envelope.data === 'string') {
        // Renewed: keep the new token and ask once more; a second renewal is not retried.
        options.setToken(envelope.data);
        envelope = await send(path, body);
      }
    } catch (error) {
      if (!quiet && error instanceof ApiError) options.feedback.error(error.message);
      throw error;
    }
    if (envelope.result && envelope.code === ERROR_CODES.OK) {
      if (envelope.msg && !quiet && !callOptions.quietSuccess)
        options.feedback.success(envelope.msg);
      return envelope.data;
    }
    return fail(envelope, quiet);
  }

  const call = <P extends EndpointPath>(path: P, body: BodyOf<P>, callOptions?: CallOptions) =>
    request(path, body, callOptions) as Promise<DataOf<P>>;
  const upload = <T>(path: string, form: FormData, callOptions?: CallOptions) =>
    request(path, form, callOptions) as Promise<T>;

  return { call, upload, http };
}
