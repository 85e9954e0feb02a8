import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openDatabase, type Db } from './database.ts';
import { trigramRows, trigramsOf } from './trigram-query.ts';

/*
 * Issue 24: an FTS5 trigram table is asked for the rows holding a keyword's rare trigrams, not
 * for the phrase, whose common trigrams cost a read of nearly every row. The query may find
 * more rows than the phrase (the trigrams in another order), never fewer.
 */
let db: Db;
const rowsOf = async (query: string) =>
  (
    await sql<{ text: string }>`select text from t_search(${query}) order by rowid`.execute(db)
  ).rows.map((r) => r.text);

beforeAll(async () => {
  db = openDatabase({ dialect: 'sqlite', file: ':memory:' }).db;
  await sql`create virtual table t_search using fts5(text, tokenize = 'trigram')`.execute(db);
  // "tow", "owe", "wer", "er " and "r 1" are held by more rows than a rare trigram may be.
  await db.transaction().execute(async (tx) => {
    for (let k = 0; k < 20_001; k += 1_000) {
      const values = Array.from({ length: 1_000 }, (_, i) => sql`(${`tower 1${k + i}`})`);
      await sql`insert into t_search (text) values ${sql.join(values)}`.execute(tx);
    }
    await sql`insert into t_search (text) values ('ala lal'), ('Lala Plaza')`.execute(tx);
  });
});
afterAll(() => db.destroy());

test("a keyword's trigrams are its three-character windows, by character", () => {
  expect(trigramsOf('Tower 1')).toEqual(['Tow', 'owe', 'wer', 'er ', 'r 1']);
  expect(trigramsOf('万达广场')).toEqual(['万达广', '达广场']);
  expect(trigramsOf('ab')).toEqual([]);
});

const textsOf = async (rowids: number[] | null) =>
  rowids === null
    ? null
    : (
        await sql<{ text: string }>`select text from t_search
          where rowid in (select value from json_each(${JSON.stringify(rowids)})) order by rowid`.execute(
          db,
        )
      ).rows.map((r) => r.text);

test('the rare trigrams alone are asked; a keyword of common ones only as its phrase', async () => {
  const rare = await trigramRows(db, 't_search', 'tower 12345', { rare: 100, phrase: 100 });
  expect(rare.query).toBe('" 12" AND "123" AND "234" AND "345"');
  expect(await textsOf(rare.rowids)).toEqual(['tower 12345']);
  // Every trigram common: the phrase, and more rows hold it than its own limit reads.
  const common = { rare: 100_000, phrase: 100 };
  expect(await trigramRows(db, 't_search', 'tower 1', common)).toEqual({
    query: '"tower 1"',
    rowids: null,
  });
  const quoted = await trigramRows(db, 't_search', 'say "hi"', { rare: 100, phrase: 100 });
  expect(quoted).toEqual({
    query: '"say" AND "ay " AND "y """ AND " ""h" AND """hi" AND "hi"""',
    rowids: [],
  });
});

test('the rows are all the phrase finds and may be more; past the limit, the phrase decides', async () => {
  expect(await rowsOf('"lala"')).toEqual(['Lala Plaza']);
  const apart = await trigramRows(db, 't_search', 'lala', { rare: 10, phrase: 10 });
  expect(apart.query).toBe('"lal" AND "ala"');
  expect(await textsOf(apart.rowids)).toEqual(['ala lal', 'Lala Plaza']);
  // Two rows hold the trigrams, one the phrase: read by rowid, not walked for.
  const one = await trigramRows(db, 't_search', 'lala', { rare: 1, phrase: 1 });
  expect(one.query).toBe('"lala"');
  expect(await textsOf(one.rowids)).toEqual(['Lala Plaza']);
});

test('from `inSqlFrom` rows of the rare trigrams on, none are read: the caller joins on the query', async () => {
  // " 12" opens 2,111 rows ("tower 12", "tower 120"…; "tower 112" does not).
  const max = { rare: 5_000, phrase: 100, inSqlFrom: 1_000 };
  const many = await trigramRows(db, 't_search', 'tower 12', max);
  expect(many).toEqual({ query: '" 12"', rowids: null, inSql: true });
  expect((await rowsOf(many.query)).length).toBe(2_111);
  // Fewer than inSqlFrom, or more than `rare` reads: as without it.
  const few = await trigramRows(db, 't_search', 'tower 12345', max);
  expect(await textsOf(few.rowids)).toEqual(['tower 12345']);
  const tooMany = await trigramRows(db, 't_search', 'tower 12', { ...max, rare: 1_000 });
  expect(tooMany).toEqual({ query: '"tower 12"', rowids: null });
});
