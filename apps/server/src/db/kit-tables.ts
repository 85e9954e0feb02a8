export type IdempotencyTable = {
  user_id: string;
  request_id: string;
  endpoint: string;
  response: string;
  created_at: string;
};

export type KitTables = { idempotency: IdempotencyTable };
