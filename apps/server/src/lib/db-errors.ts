import type { MessageKey } from '@stone/shared';

/**
 * A unique key with a message of its own, declared beside its table (`<module>.tables.ts`).
 * `name` is what PostgreSQL reports as the constraint (a named constraint or index, or
 * `<table>_<column>_key` for a column's own UNIQUE); `columns` is how SQLite names a column key in
 * its message ("UNIQUE constraint failed: t.a, t.b"), while for an expression index SQLite reports
 * the index name instead.
 */
export type UniqueKey = { name: string; columns?: string; key: MessageKey };

const SQLITE_UNIQUE = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);
const PG_UNIQUE = '23505';

type DriverError = { code?: unknown; constraint?: unknown; message?: unknown };

/**
 * The message for a unique-key violation from either database (a concurrent twin got in first
 * between our check and our insert), or null when the error is something else. The check before
 * the insert gives the same message in the common case; this covers the race.
 */
export function uniqueViolationMessage(
  error: unknown,
  keys: readonly UniqueKey[],
): MessageKey | null {
  if (!error || typeof error !== 'object') return null;
  const { code, constraint, message } = error as DriverError;
  if (code === PG_UNIQUE) {
    const known = keys.find((k) => k.name === constraint);
    return known?.key ?? 'common.alreadyExists';
  }
  if (typeof code === 'string' && SQLITE_UNIQUE.has(code)) {
    const detail = typeof message === 'string' ? message.replace(/^[^:]*:\s*/, '') : '';
    const known = keys.find((k) => k.columns === detail || detail === `index '${k.name}'`);
    return known?.key ?? 'common.alreadyExists';
  }
  return null;
}
