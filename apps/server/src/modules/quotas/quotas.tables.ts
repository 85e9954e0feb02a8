export type OrgQuotasTable = {
  org_id: string;
  quota_key: string;
  total: number;
  updated_at: string;
};

/** The module's tables, as tables.ts joins them into the Database type. */
export type QuotaTables = { org_quotas: OrgQuotasTable };
