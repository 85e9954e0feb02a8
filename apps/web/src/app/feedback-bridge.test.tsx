import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../lib/api-client.ts';
import { feedback } from '../lib/feedback.ts';
import { fail, startEnvelopeServer } from '../test/envelope-server.ts';
import { renderInApp } from '../test/render.tsx';
import { FeedbackBridge } from './feedback-bridge.tsx';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
});

describe('feedback bridge', () => {
  it('shows a single re-login dialog for three concurrent code-5 answers', async () => {
    const server = await startEnvelopeServer(() => fail(5, 'Please log in', null, 401));
    close = server.close;
    await renderInApp(<FeedbackBridge />, 'en');
    const client = createApiClient({
      baseURL: server.url,
      getToken: () => 'tok',
      setToken: () => undefined,
      getLanguage: () => 'en',
      text: (key) => i18next.t(`common:${key}`),
      feedback,
    });
    await Promise.allSettled([
      client.call('webUser/getCurMcUserInfo', {}),
      client.call('webOrg/getMyApplications', {}),
      client.call('logout', {}),
    ]);
    await waitFor(() => expect(screen.getAllByText('Log in again')).toHaveLength(1));
    expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(1);
    expect(screen.getByText('Please log in')).toBeTruthy();
  });
});
