import type { DeptNode } from '@stone/shared/enterprise/members';

export type DeptTreeOption = {
  value: string;
  title: string;
  key: string;
  children: DeptTreeOption[];
  disabled?: boolean;
};

/** Departments as antd tree data; `exclude` (and what hangs below it) can't be chosen. */
export function deptTreeData(nodes: DeptNode[], exclude?: string): DeptTreeOption[] {
  return nodes.map((n) => ({
    value: n.id,
    key: n.id,
    title: n.name,
    ...(n.id === exclude ? { disabled: true } : {}),
    children: n.id === exclude ? [] : deptTreeData(n.children, exclude),
  }));
}

export function findDept(nodes: DeptNode[], id: string | undefined): DeptNode | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const found = findDept(n.children, id);
    if (found) return found;
  }
  return undefined;
}
