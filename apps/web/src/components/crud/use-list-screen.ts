import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { bodyDefaults, parseUrlBody, patchSearch, type BodySchema } from './url-body.ts';

export type SortOrder = 'ascend' | 'descend';
/** Page, sort and filters as texts: what the table and the search form show. */
export type ListParams = {
  pageNum: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: SortOrder;
  filters: Record<string, string>;
};

const PAGING = ['pageNum', 'pageSize', 'sortField', 'sortOrder'];

/**
 * A list screen's state, kept in the URL and typed by the endpoint's shared body schema
 * (docs/adr/0008): `body` goes straight into the list call; filters, tabs, page and sort are
 * written back to the URL, so a refresh or a shared link shows the same list.
 */
export function useListScreen<S extends BodySchema>(schema: S) {
  const [search, setSearch] = useSearchParams();
  const body = useMemo(() => parseUrlBody(schema, search), [schema, search]);
  const defaults = useMemo(() => bodyDefaults(schema), [schema]);
  const filterKeys = useMemo(
    () => Object.keys(schema.shape).filter((k) => !PAGING.includes(k)),
    [schema],
  );

  const write = useCallback(
    (patch: Record<string, unknown>, keepPage = false) =>
      setSearch((current) =>
        patchSearch(current, keepPage ? patch : { ...patch, pageNum: undefined }, defaults),
      ),
    [setSearch, defaults],
  );
  /** Set some fields (a tab, a toggle); any change starts again from page 1. */
  const update = (patch: Partial<Record<keyof z.input<S> & string, unknown>>) => write(patch);

  /** Replace every filter of a search form (fields not in `values` are cleared); tabs stay. */
  const setFilters = useCallback(
    (values: Record<string, unknown>, keep: readonly string[] = []) => {
      const patch: Record<string, unknown> = { pageNum: undefined };
      for (const key of filterKeys) if (!keep.includes(key)) patch[key] = values[key];
      setSearch((current) => patchSearch(current, patch, defaults));
    },
    [filterKeys, setSearch, defaults],
  );

  // Memoized on the URL: the search form refills itself when these change, not on every render.
  const params = useMemo((): ListParams => {
    const record = body as Record<string, unknown>;
    return {
      pageNum: Number(record.pageNum ?? 1),
      pageSize: Number(record.pageSize ?? 20),
      ...(typeof record.sortField === 'string' ? { sortField: record.sortField } : {}),
      ...(record.sortOrder === 'ascend' || record.sortOrder === 'descend'
        ? { sortOrder: record.sortOrder }
        : {}),
      filters: Object.fromEntries(
        filterKeys.filter((k) => record[k] !== undefined).map((k) => [k, String(record[k])]),
      ),
    };
  }, [body, filterKeys]);

  return {
    body,
    /** For CrudTable and SearchForm: page, sort and the filters as texts. */
    params,
    update,
    setFilters,
    onPage: (pageNum: number, pageSize: number) => write({ pageNum, pageSize }, true),
    onSort: (sortField?: string, sortOrder?: SortOrder) =>
      write({ sortField: sortOrder ? sortField : undefined, sortOrder }),
  };
}
