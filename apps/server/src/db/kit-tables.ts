export type IdempotencyTable = {
  user_id: string;
  request_id: string;
  endpoint: string;
  response: string;
  created_at: string;
};

export type KitTables = { idempotency: IdempotencyTable };

/** The columns every simple entity's table has (db/simple-entity.ts, docs/adr/0003 and 0009). */
export type VersionedRow = {
  org_id: string;
  id: string;
  created_at: string;
  updated_at: string;
  version: number;
};
