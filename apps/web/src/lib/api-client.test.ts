// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '@stone/shared/error-codes';
import { fail, ok, startEnvelopeServer } from '../test/envelope-server.ts';
import { ApiError, createApiClient, isBusinessAnswer, NETWORK_ERROR_CODE } from './api-client.ts';

const TEXT = { networkUnstable: 'network unstable', systemError: 'system error' } as const;
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

function makeClient(baseURL: string, token: string | null = 'tok-1', timeoutMs?: number) {
  const state: { token: string | undefined } = { token: token ?? undefined };
  const feedback = {
    success: vi.fn(),
    error: vi.fn(),
    relogin: vi.fn(),
    forbidden: vi.fn(),
  };
  const client = createApiClient({
    baseURL,
    ...(timeoutMs ? { timeoutMs } : {}),
    getToken: () => state.token,
    setToken: (next) => (state.token = next),
    getLanguage: () => 'en',
    text: (key) => TEXT[key],
    feedback,
  });
  return { client, feedback, state };
}

describe('api client', () => {
  it('posts JSON under /api/v1/ with the token and language, and toasts a success msg', async () => {
    const server = await startEnvelopeServer(() => ok({ url: 'http://board' }, 'Saved'));
    close = server.close;
    const { client, feedback } = makeClient(server.url);
    await expect(client.call('webMes/jumpToMes', {})).resolves.toEqual({ url: 'http://board' });
    const [request] = server.received;
    expect(request?.path).toBe('/api/v1/webMes/jumpToMes');
    expect(request?.headers.authorization).toBe('tok-1');
    expect(request?.headers['accept-language']).toBe('en');
    expect(request?.headers['content-type']).toContain('application/json');
    expect(feedback.success).toHaveBeenCalledWith('Saved');
  });

  it('sends no Authorization header without a token', async () => {
    const server = await startEnvelopeServer(() => ok(null));
    close = server.close;
    const { client } = makeClient(server.url, null);
    await client.call('webCaptcha/getSliderPuzzle', {});
    expect(server.received[0]?.headers.authorization).toBeUndefined();
  });

  it('opens one re-login dialog however many calls fail at once', async () => {
    const server = await startEnvelopeServer(() =>
      fail(ERROR_CODES.NOT_LOGGED_IN, 'Please log in', null, 401),
    );
    close = server.close;
    const { client, feedback } = makeClient(server.url);
    const results = await Promise.allSettled([
      client.call('webUser/getCurMcUserInfo', {}),
      client.call('webOrg/getMyApplications', {}),
      client.call('webMes/jumpToMes', {}),
    ]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(feedback.relogin).toHaveBeenCalledTimes(1);
    expect(feedback.relogin).toHaveBeenCalledWith('Please log in');
    expect(feedback.error).not.toHaveBeenCalled();
  });

  it.each([15, 16, 351539, 353001, 353028])('treats code %i as a re-login', async (code) => {
    const server = await startEnvelopeServer(() => fail(code, 'gone'));
    close = server.close;
    const { client, feedback } = makeClient(server.url);
    await expect(client.call('logout', {})).rejects.toBeInstanceOf(ApiError);
    expect(feedback.relogin).toHaveBeenCalledTimes(1);
  });

  it('goes to /401 on code 6', async () => {
    const server = await startEnvelopeServer(() => fail(ERROR_CODES.FORBIDDEN, 'No permission'));
    close = server.close;
    const { client, feedback } = makeClient(server.url);
    await expect(client.call('webMes/jumpToMes', {})).rejects.toMatchObject({ code: 6 });
    expect(feedback.forbidden).toHaveBeenCalledTimes(1);
    expect(feedback.error).not.toHaveBeenCalled();
  });

  it('stores a renewed token (code 14) and retries the call once with it', async () => {
    const server = await startEnvelopeServer((_req, index) =>
      index === 0 ? { body: { result: true, code: 14, msg: '', data: 'tok-2' } } : ok({ url: 'u' }),
    );
    close = server.close;
    const { client, state } = makeClient(server.url);
    await expect(client.call('webMes/jumpToMes', {})).resolves.toEqual({ url: 'u' });
    expect(state.token).toBe('tok-2');
    expect(server.received).toHaveLength(2);
    expect(server.received[1]?.headers.authorization).toBe('tok-2');
    expect(server.received[1]?.body).toEqual(server.received[0]?.body);
  });

  it('does not loop when the retry is renewed again', async () => {
    const server = await startEnvelopeServer(() => ({
      body: { result: true, code: 14, msg: '', data: 'tok-n' },
    }));
    close = server.close;
    const { client } = makeClient(server.url);
    await expect(client.call('webMes/jumpToMes', {})).rejects.toBeInstanceOf(ApiError);
    expect(server.received).toHaveLength(2);
  });

  it('hands code 1 back to the caller without any toast', async () => {
    const server = await startEnvelopeServer(() => fail(1, 'keep or overwrite?', { rows: 3 }));
    close = server.close;
    const { client, feedback } = makeClient(server.url);
    const error = await client.call('webMes/jumpToMes', {}).catch((e: unknown) => e);
    expect(isBusinessAnswer(error)).toBe(true);
    expect(error).toMatchObject({ code: 1, message: 'keep or overwrite?', data: { rows: 3 } });
    expect(Object.values(feedback).every((fn) => fn.mock.calls.length === 0)).toBe(true);
  });

  it('toasts the msg of a failed call, or "system error" when there is none', async () => {
    const server = await startEnvelopeServer((_req, index) =>
      index === 0 ? fail(3, 'Enterprise not found', null, 404) : fail(8, '', null, 500),
    );
    close = server.close;
    const { client, feedback } = makeClient(server.url);
    await expect(client.call('webOrg/searchOrg', { name: 'x' })).rejects.toMatchObject({ code: 3 });
    await expect(client.call('webOrg/searchOrg', { name: 'y' })).rejects.toMatchObject({ code: 8 });
    expect(feedback.error.mock.calls).toEqual([['Enterprise not found'], ['system error']]);
  });

  it('says "network unstable" when nothing answers', async () => {
    const server = await startEnvelopeServer(() => ok(null));
    const url = server.url;
    await server.close();
    const { client, feedback } = makeClient(url);
    await expect(client.call('logout', {})).rejects.toMatchObject({ code: NETWORK_ERROR_CODE });
    expect(feedback.error).toHaveBeenCalledWith('network unstable');
  });

  it('gives up after the timeout with "network unstable"', async () => {
    const server = await startEnvelopeServer(() => ({ ...ok(null), delayMs: 1000 }));
    close = server.close;
    const { client, feedback } = makeClient(server.url, 'tok', 150);
    await expect(client.call('logout', {})).rejects.toMatchObject({ code: NETWORK_ERROR_CODE });
    expect(feedback.error).toHaveBeenCalledWith('network unstable');
  });

  it('treats a body that is not an envelope as a system error', async () => {
    const server = await startEnvelopeServer(() => ({ body: 'Bad gateway', status: 502 }));
    close = server.close;
    const { client, feedback } = makeClient(server.url);
    await expect(client.call('logout', {})).rejects.toMatchObject({ code: 8 });
    expect(feedback.error).toHaveBeenCalledWith('system error');
  });

  it('stays silent for quiet calls', async () => {
    const server = await startEnvelopeServer(() => fail(5, 'Please log in'));
    close = server.close;
    const { client, feedback } = makeClient(server.url);
    await expect(client.call('webUser/getCurMcUserInfo', {}, { quiet: true })).rejects.toThrow();
    expect(feedback.relogin).not.toHaveBeenCalled();
  });
});
