import { afterAll, beforeAll, expect, test } from 'vitest';
import { call } from '../../test/api-client.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import {
  addAndSignIn,
  createAdminTestApp,
  createOwner,
  memberVersion,
  type Owner,
} from '../members/admin-test-kit.ts';
import { EVENT_BUFFER_SIZE } from '../../events/event-bus.ts';
import { openEventStream } from './event-stream-test-kit.ts';

describeEachDialect('live events (SSE)', (dialect) => {
  let t: Awaited<ReturnType<typeof createAdminTestApp>>;
  let owner: Owner;
  let other: Owner;
  let base: string;

  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    owner = await createOwner(t, 'sseowner', 'Live Stone Co');
    other = await createOwner(t, 'sseother', 'Other Stone Co');
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}`;
  }, 60_000);
  afterAll(() => t.close());

  test('a published event reaches its enterprise only, with an id to resume from', async () => {
    const mine = await openEventStream(base, owner.token);
    const theirs = await openEventStream(base, other.token);
    expect(mine.status).toBe(200);
    await t.deps.events.publish(other.orgId, { type: 'board.test', data: { n: 0 } });
    await t.deps.events.publish(owner.orgId, { type: 'board.test', data: { n: 1 } });
    const got = await mine.next();
    expect(got).toMatchObject({ event: 'board.test', data: { n: 1 } });
    expect(got.id).toBeTruthy();
    expect(await theirs.next()).toMatchObject({ data: { n: 0 } });
    mine.close();
    theirs.close();
  });

  test('Last-Event-ID replays what was missed; an id no longer kept asks for a resync', async () => {
    const first = await t.deps.events.publish(owner.orgId, { type: 'board.test', data: { n: 2 } });
    await t.deps.events.publish(owner.orgId, { type: 'board.test', data: { n: 3 } });
    await t.deps.events.publish(owner.orgId, { type: 'board.test', data: { n: 4 } });
    const resumed = await openEventStream(base, owner.token, first.id);
    expect((await resumed.next()).data).toEqual({ n: 3 });
    expect((await resumed.next()).data).toEqual({ n: 4 });
    resumed.close();
    for (let i = 0; i < EVENT_BUFFER_SIZE; i += 1)
      await t.deps.events.publish(owner.orgId, { type: 'board.fill', data: i });
    const stale = await openEventStream(base, owner.token, first.id);
    expect((await stale.next()).event).toBe('resync');
    stale.close();
  });

  test('no session, or a disabled member: refused before any event, with the API codes', async () => {
    const anonymous = await openEventStream(base, null);
    expect(anonymous.refusal?.code).toBe(5);
    const worker = await addAndSignIn(t, owner.token, {
      nickname: 'Board reader',
      roleId: owner.superRoleId,
    });
    const version = await memberVersion(t, owner.orgId, worker.memberId);
    const off = await call(
      t.app,
      'webMember/setMemberStatus',
      { id: worker.memberId, status: 'disabled', version },
      { token: owner.token },
    );
    expect(off.result).toBe(true);
    const refused = await openEventStream(base, worker.token);
    expect(refused.refusal?.code).toBe(351539);
  });
});
