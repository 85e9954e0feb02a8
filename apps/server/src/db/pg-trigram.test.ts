import { CompiledQuery, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { columnKeyword, createColumnSearch, keywordMatches } from './column-search.ts';
import { trigramPieces } from './pg-trigram.ts';

/*
 * Issue 24: PostgreSQL's GIN trigram index is asked for a keyword's rare pieces only, since for
 * the whole pattern it reads the posting lists of trigrams every row holds. What matches stays
 * exactly the contains-search.
 */
test("a keyword's pieces: each word's windows, and its ends beside punctuation or a space", () => {
  expect(trigramPieces('Tower 123')).toEqual([
    '%tow%',
    '%owe%',
    '%wer%',
    '%er %',
    '%123%',
    '% 12%',
  ]);
  expect(trigramPieces('tower 77-b')).toEqual([
    '%tow%',
    '%owe%',
    '%wer%',
    '%er %',
    '%77-%',
    '% 77%',
  ]);
  // Wildcards in the keyword are escaped; Chinese text and single characters have no pieces.
  expect(trigramPieces('a%50_x')).toEqual(['%50\\_%', '%\\%50%']);
  expect(trigramPieces('万达 a')).toEqual([]);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'PostgreSQL asks its trigram index for rare pieces',
  () => {
    let t: TestApp;
    const spec = { table: 't_kw', columns: ['text'], fts: 't_kw_fts', index: 't_kw_trgm' } as const;
    beforeAll(async () => {
      t = await createTestApp('postgres');
      const db = t.deps.db;
      await sql`create table t_kw (id serial primary key, text text not null)`.execute(db);
      // More rows hold "tow", "owe", "wer" than a rare piece may (COMMON_ROWS, 20,000).
      await sql`insert into t_kw (text) select 'Tower ' || n from generate_series(0, 20999) n`.execute(
        db,
      );
      await sql`insert into t_kw (text) values ('Lala Plaza'), ('ala lal'), ('50% off')`.execute(
        db,
      );
      await createColumnSearch(db as unknown as Kysely<unknown>, spec);
      await sql`analyze t_kw`.execute(db);
    });
    afterAll(() => t.close());

    const matched = async (keyword: string) => {
      const k = await columnKeyword(t.deps.db, spec, keyword);
      const rows = await t.deps.db
        .selectFrom(sql.raw('t_kw').as('t') as never)
        .select(sql<string>`text`.as('text'))
        .where(keywordMatches(k))
        .orderBy(sql`id`)
        .execute();
      return { pieces: k.pieces, texts: (rows as { text: string }[]).map((r) => r.text) };
    };
    const plainLike = async (keyword: string) =>
      (
        await sql<{ text: string }>`select text from t_kw
        where strpos(lower(text), ${keyword.toLowerCase()}) > 0 order by id`.execute(t.deps.db)
      ).rows.map((r) => r.text);

    test('the rare pieces are asked, and the rows are those containing the keyword', async () => {
      for (const [keyword, pieces] of [
        // 141 rows hold "123"; " 12", in 1,111, would narrow them little.
        ['Tower 123', ['%123%']],
        ['tower 77', ['% 77%']],
        ['LALA', ['%lal%', '%ala%']],
        ['wer 1', []],
        // For "50%" the index finds every word ending in 50 (211 rows): it is left out.
        ['50% off', ['%off%', '% of%']],
      ] as const) {
        const found = await matched(keyword);
        expect(found.pieces, keyword).toEqual(pieces);
        expect(found.texts, keyword).toEqual(await plainLike(keyword));
      }
      // "ala lal" holds both pieces of "lala", not the keyword.
      expect((await matched('lala')).texts).toEqual(['Lala Plaza']);
    });

    test("the index is asked for the pieces, not the keyword's common trigrams", async () => {
      const k = await columnKeyword(t.deps.db, spec, 'Tower 123');
      const plan = await t.deps.db.transaction().execute(async (tx) => {
        await sql`set local enable_seqscan = off`.execute(tx);
        const query = tx
          .selectFrom(sql.raw('t_kw').as('t') as never)
          .select(sql`id`.as('id'))
          .where(keywordMatches(k))
          .compile();
        const explained = await tx.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
        );
        return explained.rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      const indexCond = plan.split('\n').find((line) => line.includes('Index Cond')) ?? '';
      expect(indexCond).toContain('%123%');
      expect(indexCond).not.toContain('tower');
    });
  },
);
