import type { SelectQueryBuilder } from 'kysely';
import type { z } from 'zod';
import type { Language, MessageKey } from '@stone/shared';
import type { AnyCrud } from '@stone/shared/crud';
import type { Actor } from '../context.ts';
import { conflict, notFound } from '../lib/app-error.ts';
import type { UniqueKey } from '../lib/db-errors.ts';
import { newId, nowIso } from '../lib/crypto.ts';
import type { Database, VersionedTable } from '../tables.ts';
import type { Db } from './database.ts';
import { containsText, directionOf, listPage } from './list-query.ts';
import { orgScope, type OrgScope } from './org-scope.ts';
import { deleteAtVersion, updateAtVersion } from './versioned-rows.ts';

/** Row columns as the API names its fields: `created_at` ↔ `createdAt`. */
export const snakeCase = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

type Row = Record<string, unknown> & { id: string; version: number };
/** Any query over the entity's table: Kysely can't resolve columns on a generic table name. */
type Query = SelectQueryBuilder<Database, 'warehouses', object>;

/** An edit or a delete a guard may refuse, with the version the caller saw. */
export type EntityChange = { kind: 'edit' | 'delete'; version: number };

type Fields = Record<string, unknown>;

/**
 * What an entity adds to the kit's defaults; every hook is optional. `toRow` and `toItem` are
 * handed the default (each field under its snake_case column), so they only say what differs.
 */
export type SimpleEntityOptions<D extends AnyCrud> = {
  /** The columns a create or an edit writes. */
  toRow?: (fields: Fields, row: Fields) => Fields;
  /** A row as the list shows it. */
  toItem?: (row: Row, lang: Language, item: Fields) => z.output<D['schemas']['item']>;
  /** Extra columns the list selects (counts), before `toItem` reads them. */
  select?: (query: Query) => Query;
  /** Filters beyond the default: text fields contain, others equal. Return the narrowed query. */
  filter?: (query: Query, body: Record<string, unknown>) => Query;
  /** Filters of no column of their own (one box over several columns): only `filter` reads them. */
  ownFilters?: readonly string[];
  /** Runs before every list (e.g. a row that must always exist). */
  beforeList?: (org: OrgScope) => Promise<void>;
  /** Runs before every create, in its transaction (e.g. a row a twin check must see first). */
  beforeCreate?: (org: OrgScope) => Promise<void>;
  /** Refuses an edit or a delete of this row by throwing (after the row was found). */
  guard?: (row: Row, change: EntityChange, org: OrgScope) => Promise<void> | void;
  /** Orders the list first by these (e.g. the default row on top), before the chosen sort. */
  leadingOrder?: readonly [column: string, direction: 'asc' | 'desc'][];
};

/** The kit reads only whose enterprise a call is for. */
type Caller = Pick<Actor, 'orgId'>;

/** What the zod field of a filter is, once optional/default wrappers are taken off. */
function baseType(schema: z.ZodType): string {
  let def = (schema as unknown as { _zod: { def: { type: string; innerType?: z.ZodType } } })._zod
    .def;
  while (def.innerType && ['optional', 'default', 'nullable'].includes(def.type))
    def = (def.innerType as unknown as { _zod: { def: typeof def } })._zod.def;
  return def.type;
}

/**
 * A simple entity of a settings screen, end to end on the server: the list with paging, sort,
 * filters and total; create; edit and delete at the version the user saw. Everything stays in
 * the caller's enterprise (org scope). Unique columns are checked first for their own message;
 * the unique indexes settle a race (lib/db-errors.ts). The routes come from `crudRoutes`.
 */
export function simpleEntity<D extends AnyCrud>(def: D, options: SimpleEntityOptions<D> = {}) {
  // The shared declaration names the table; a test proves each one is a versioned table here.
  const table = def.table as VersionedTable as 'warehouses';
  const unique = Object.entries(def.unique ?? {}).map(([field, message]) => ({
    column: snakeCase(field),
    message: message as MessageKey,
  }));
  const itemFields = Object.keys(def.schemas.item.shape);
  const filterFields = Object.entries(def.schemas.listBody.shape).filter(
    ([name]) =>
      !['pageNum', 'pageSize', 'sortField', 'sortOrder'].includes(name) &&
      !options.ownFilters?.includes(name),
  );
  const defaultRow = (fields: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(fields).map(([k, v]) => [snakeCase(k), v]));
  const toRow = (fields: Record<string, unknown>) =>
    options.toRow ? options.toRow(fields, defaultRow(fields)) : defaultRow(fields);
  const defaultItem = (row: Row) =>
    Object.fromEntries(itemFields.map((f) => [f, row[snakeCase(f)]]));
  const toItem = (row: Row, lang: Language) =>
    options.toItem ? options.toItem(row, lang, defaultItem(row)) : defaultItem(row);

  const rows = (org: OrgScope) => org.selectFrom(table) as unknown as Query;

  async function requireRow(org: OrgScope, id: string, change: EntityChange) {
    const row = (await rows(org).selectAll().where('id', '=', id).executeTakeFirst()) as
      Row | undefined;
    if (!row) throw notFound();
    await options.guard?.(row, change, org);
    return row;
  }

  /** Only the unique columns a write sets can meet a twin (an edit may leave some alone). */
  async function checkTwins(org: OrgScope, values: Record<string, unknown>, id: string | null) {
    const keys = unique.filter((k) => values[k.column] !== undefined);
    if (keys.length === 0) return;
    const twins = (await rows(org)
      .selectAll()
      .where((eb) =>
        eb.or(keys.map((k) => eb(k.column as 'name', '=', values[k.column] as string))),
      )
      .execute()) as Row[];
    const others = twins.filter((t) => t.id !== id);
    for (const k of keys)
      if (others.some((t) => t[k.column] === values[k.column])) throw conflict(k.message);
  }

  function filtered(org: OrgScope, body: Record<string, unknown>) {
    let query = rows(org);
    for (const [field, schema] of filterFields) {
      const value = body[field];
      if (value === undefined || value === null || value === '') continue;
      const column = snakeCase(field);
      query =
        baseType(schema as z.ZodType) === 'string'
          ? query.where(containsText(column, String(value)))
          : query.where(column as 'name', '=', value as string);
    }
    return options.filter ? options.filter(query, body) : query;
  }

  return {
    def,
    /** The unique indexes behind `unique`, named `<table>_<column>_uq`, for a race's message. */
    uniqueKeys: unique.map((k): UniqueKey => ({
      name: `${table}_${k.column}_uq`,
      columns: `${table}.org_id, ${table}.${k.column}`,
      key: k.message,
    })),

    async list(actor: Caller, db: Db, body: z.output<D['schemas']['listBody']>, lang: Language) {
      const org = orgScope(db, actor.orgId);
      await options.beforeList?.(org);
      const q = body as Record<string, unknown> & {
        pageNum: number;
        pageSize: number;
        sortField?: string;
        sortOrder?: 'ascend' | 'descend';
      };
      const sortColumn = snakeCase(q.sortField ?? (def.sortable[0] as string));
      return listPage(
        org,
        filtered(org, q),
        q,
        (query) => {
          let ordered = (options.select ?? ((x: Query) => x))(query.selectAll());
          for (const [column, direction] of options.leadingOrder ?? [])
            ordered = ordered.orderBy(column as 'name', direction);
          return ordered
            .orderBy(sortColumn as 'name', directionOf(q))
            .orderBy('created_at')
            .orderBy('id');
        },
        (row) => toItem(row as unknown as Row, lang),
      );
    },

    async create(actor: Caller, db: Db, fields: Record<string, unknown>) {
      const org = orgScope(db, actor.orgId);
      await options.beforeCreate?.(org);
      const values = toRow(fields);
      await checkTwins(org, values, null);
      const now = nowIso();
      const id = newId();
      await org
        .insertInto(table)
        .values({ id, ...values, created_at: now, updated_at: now, version: 1 } as never)
        .execute();
      return { id };
    },

    async update(actor: Caller, db: Db, input: { id: string; version: number }) {
      const { id, version, ...fields } = input as Record<string, unknown> & typeof input;
      const org = orgScope(db, actor.orgId);
      await requireRow(org, id, { kind: 'edit', version });
      const values = toRow(fields);
      await checkTwins(org, values, id);
      await updateAtVersion(db, table, { orgId: actor.orgId, id, version }, values as never);
    },

    async remove(actor: Caller, db: Db, input: { id: string; version: number }) {
      const org = orgScope(db, actor.orgId);
      await requireRow(org, input.id, { kind: 'delete', version: input.version });
      await deleteAtVersion(db, table, { orgId: actor.orgId, ...input });
    },
  };
}

export type SimpleEntity = ReturnType<typeof simpleEntity>;
