import { useEffect, type RefObject } from 'react';

const MEASURE_ROW = 'tr.ant-table-measure-row';

/**
 * antd's Table measures column widths in a hidden row (`aria-hidden`) that repeats every column
 * title, the selection column's "select all" checkbox included: a keyboard user could tab into
 * an invisible checkbox, and axe reports it (aria-hidden-focus). antd offers no prop for it, so
 * the row is made `inert` (nothing inside takes focus) whenever the table draws it.
 */
export function useInertMeasureRow(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const mark = () =>
      root.querySelectorAll(MEASURE_ROW).forEach((row) => {
        if (!row.hasAttribute('inert')) row.setAttribute('inert', '');
      });
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [ref]);
}
