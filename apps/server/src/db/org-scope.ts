import { sql, type Insertable, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Db } from './database.ts';
import type { Database } from '../tables.ts';

/** Tables whose rows belong to one enterprise: `org_id` leads their primary key. */
export type OrgTable = {
  [T in keyof Database]: Database[T] extends { org_id: string } ? T : never;
}[keyof Database];

/** An enterprise table as a query names it: `'members'` or `'members as m'`. */
export type OrgFrom = OrgTable | `${OrgTable} as ${string}`;

/** A row to insert, without its enterprise: the scope adds it. */
export type OrgInsert<T extends OrgTable> = Omit<Insertable<Database[T]>, 'org_id'>;

// The builders Kysely itself returns for these tables (instantiation expressions keep its types).
declare const _kysely: Db;
type SelectOf<TE extends OrgFrom> = ReturnType<typeof _kysely.selectFrom<TE>>;
type UpdateOf<TE extends OrgFrom> = ReturnType<typeof _kysely.updateTable<TE>>;
type DeleteOf<TE extends OrgFrom> = ReturnType<typeof _kysely.deleteFrom<TE>>;
type InsertOf<T extends OrgTable> = ReturnType<ReturnType<typeof _kysely.insertInto<T>>['values']>;

/** What the scope does to any builder: add one condition. Kysely's generic types can't say it. */
type Filterable = { where(condition: RawBuilder<boolean>): unknown };

const aliasOf = (from: string) => from.split(/\s+as\s+/)[1] ?? from;
const orgColumn = (from: string) => sql.ref(`${aliasOf(from)}.org_id`);

export type OrgScope = {
  readonly orgId: string;
  /** The handle the scope wraps, for tables of no enterprise (users, orgs, sessions). */
  readonly db: Db;
  selectFrom<TE extends OrgFrom>(from: TE): SelectOf<TE>;
  updateTable<TE extends OrgFrom>(table: TE): UpdateOf<TE>;
  deleteFrom<TE extends OrgFrom>(table: TE): DeleteOf<TE>;
  insertInto<T extends OrgTable>(
    table: T,
  ): { values(rows: OrgInsert<T> | readonly OrgInsert<T>[]): InsertOf<T> };
  /** Runs `work` in one transaction, on the same enterprise. */
  transaction<T>(work: (org: OrgScope) => Promise<T>): Promise<T>;
};

/**
 * One enterprise's rows, and only them (api-conventions: another enterprise's id answers like a
 * missing one). Repositories reach enterprise tables through a scope, so no query writes its own
 * `org_id` filter and none can forget it:
 *
 *   const org = orgScope(db, actor.orgId);
 *   org.selectFrom('members as m').select('m.id').where('m.id', '=', id)
 *   org.insertInto('racks').values({ id, number, … })        // org_id added
 *   org.updateTable('racks').set({ … }).where('id', '=', id)  // only this enterprise's row
 *
 * `db` may be a transaction. Tables that belong to no enterprise (users, sessions) stay on `db`.
 */
export function orgScope(db: Db, orgId: string): OrgScope {
  const scoped = <Q>(query: unknown, from: string): Q =>
    (query as Filterable).where(sql<boolean>`${orgColumn(from)} = ${orgId}`) as Q;
  return {
    orgId,
    db,
    selectFrom: <TE extends OrgFrom>(from: TE): SelectOf<TE> =>
      scoped<SelectOf<TE>>(db.selectFrom(from), from),
    updateTable: <TE extends OrgFrom>(table: TE): UpdateOf<TE> =>
      scoped<UpdateOf<TE>>(db.updateTable(table), table),
    deleteFrom: <TE extends OrgFrom>(table: TE): DeleteOf<TE> =>
      scoped<DeleteOf<TE>>(db.deleteFrom(table), table),
    insertInto: <T extends OrgTable>(table: T) => ({
      values: (rows: OrgInsert<T> | readonly OrgInsert<T>[]): InsertOf<T> => {
        const withOrg = Array.isArray(rows)
          ? rows.map((row: OrgInsert<T>) => ({ ...row, org_id: orgId }))
          : { ...(rows as OrgInsert<T>), org_id: orgId };
        return db.insertInto(table).values(withOrg as never) as InsertOf<T>;
      },
    }),
    transaction: <T>(work: (org: OrgScope) => Promise<T>): Promise<T> =>
      db.transaction().execute((trx) => work(orgScope(trx, orgId))),
  };
}

/** The actor's enterprise on `db` (a transaction too): what a service hands its repositories. */
export const actorScope = (actor: { orgId: string }, db: Db): OrgScope => orgScope(db, actor.orgId);

/**
 * The join condition that keeps two enterprise tables on the same enterprise (their foreign keys
 * include `org_id`): `.innerJoin('roles as r', (j) => j.onRef('r.id', '=', 'm.role_id').on(sameOrg('r', 'm')))`.
 */
export const sameOrg = (alias: string, other: string): RawBuilder<boolean> =>
  sql<boolean>`${sql.ref(`${alias}.org_id`)} = ${sql.ref(`${other}.org_id`)}`;

/** @deprecated Use `orgScope(db, orgId).selectFrom(table)`; kept until every module has moved. */
export function orgTable<T extends OrgTable>(
  db: Db,
  table: T,
  orgId: string,
): SelectQueryBuilder<Database, T, object> {
  return orgScope(db, orgId).selectFrom(table) as unknown as SelectQueryBuilder<
    Database,
    T,
    object
  >;
}
