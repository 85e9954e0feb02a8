export type FilesTable = {
  id: string;
  org_id: string | null;
  user_id: string;
  purpose: string;
  mime: string;
  size: number;
  width: number;
  height: number;
  created_at: string;
};

/** The module's tables, as tables.ts joins them into the Database type. */
export type FileTables = { files: FilesTable };
