export type OrgQuotasTable = {
  org_id: string;
  quota_key: string;
  total: number;
  updated_at: string;
};
