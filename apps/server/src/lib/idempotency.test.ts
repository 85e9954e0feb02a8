import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, describeEachDialect, type TestApp } from '../test/test-app.ts';
import { withIdempotency } from './idempotency.ts';

/**
 * The create and its idempotency record commit together or not at all. A captcha row stands in
 * for "a row the create wrote": it needs no enterprise around it.
 */
describeEachDialect('withIdempotency', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const scope = (requestId: string) => ({ userId: 'u1', endpoint: 'test/create', requestId });
  const captchas = async (id: string) =>
    (await t.deps.db.selectFrom('captchas').select('id').where('id', '=', id).execute()).length;
  const records = async (requestId: string) =>
    (
      await t.deps.db
        .selectFrom('idempotency')
        .select('response')
        .where('request_id', '=', requestId)
        .execute()
    ).map((r) => r.response);
  const insertCaptcha = (db: TestApp['deps']['db'], id: string) =>
    db
      .insertInto('captchas')
      .values({
        id,
        answer_x: 1,
        attempts: 0,
        token_hash: null,
        created_at: 'now',
        expires_at: 'later',
        consumed_at: null,
      })
      .execute();

  test('a create that fails after writing leaves neither its row nor a record; a retry runs it', async () => {
    const failing = withIdempotency(t.deps, scope('r-fail'), async (trx) => {
      await insertCaptcha(trx, 'half-done');
      throw new Error('crash between the row and its record');
    });
    await expect(failing).rejects.toThrow('crash');
    expect(await captchas('half-done')).toBe(0);
    expect(await records('r-fail')).toEqual([]);

    const retried = await withIdempotency(t.deps, scope('r-fail'), async (trx) => {
      await insertCaptcha(trx, 'half-done');
      return { id: 'half-done' };
    });
    expect(retried).toEqual({ id: 'half-done' });
    expect(await captchas('half-done')).toBe(1);
    expect(await records('r-fail')).toEqual(['{"id":"half-done"}']);
  });

  test('a replay returns the first result and neither creates nor runs after-commit work', async () => {
    const sent: string[] = [];
    const run = (id: string) =>
      withIdempotency(t.deps, scope('r-once'), async (trx, afterCommit) => {
        await insertCaptcha(trx, id);
        afterCommit(async () => void sent.push(id));
        return { id };
      });
    expect(await run('first')).toEqual({ id: 'first' });
    expect(await run('second')).toEqual({ id: 'first' });
    expect(await captchas('second')).toBe(0);
    expect(sent).toEqual(['first']);
  });
});
