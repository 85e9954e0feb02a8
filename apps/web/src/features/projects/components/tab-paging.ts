import type { TablePaginationConfig } from 'antd';
import { useState } from 'react';

/** The page a project tab's table shows, and its pagination for a total. */
export function useTabPaging() {
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 });
  const pagination = (total: number): TablePaginationConfig => ({
    current: page.pageNum,
    pageSize: page.pageSize,
    total,
    onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }),
  });
  return { page, pagination };
}

/** A cell with nothing to show. */
export const dash = (v: string | null) => v ?? '–';
