import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { LIMITS } from '@stone/shared/limits';

export type SortOrder = 'ascend' | 'descend';
export type ListParams = {
  pageNum: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: SortOrder;
  /** Filters as the URL holds them; each screen turns them into its typed request. */
  filters: Record<string, string>;
};

const RESERVED = new Set(['pageNum', 'pageSize', 'sortField', 'sortOrder', 'tab']);
const DEFAULT_PAGE_SIZE = 20;

const positive = (text: string | null, fallback: number, max = Infinity) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
};

export function parseListParams(search: URLSearchParams): ListParams {
  const filters: Record<string, string> = {};
  search.forEach((value, key) => {
    if (!RESERVED.has(key) && value !== '') filters[key] = value;
  });
  const order = search.get('sortOrder');
  return {
    pageNum: positive(search.get('pageNum'), 1),
    pageSize: positive(search.get('pageSize'), DEFAULT_PAGE_SIZE, LIMITS.pageSizeMax),
    ...(search.get('sortField') ? { sortField: search.get('sortField') as string } : {}),
    ...(order === 'ascend' || order === 'descend' ? { sortOrder: order } : {}),
    filters,
  };
}

/**
 * Page, sort and filters live in the URL (CONVENTIONS rule 5), so a refresh or a shared link
 * shows the same list. Other query keys (such as `tab`) are kept as they are.
 */
export function useListParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseListParams(search), [search]);

  const write = useCallback(
    (patch: Record<string, string | number | undefined>, resetFilters = false) => {
      setSearch((current) => {
        const next = new URLSearchParams(current);
        if (resetFilters)
          [...next.keys()].filter((k) => !RESERVED.has(k)).forEach((k) => next.delete(k));
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      });
    },
    [setSearch],
  );

  return {
    params,
    /** New filters start again from page 1. */
    setFilters: (filters: Record<string, string | undefined>) =>
      write({ ...filters, pageNum: undefined }, true),
    setPage: (pageNum: number, pageSize: number) =>
      write({
        pageNum: pageNum === 1 ? undefined : pageNum,
        pageSize: pageSize === DEFAULT_PAGE_SIZE ? undefined : pageSize,
      }),
    setSort: (sortField?: string, sortOrder?: SortOrder) =>
      write({ sortField: sortOrder ? sortField : undefined, sortOrder, pageNum: undefined }),
  };
}
