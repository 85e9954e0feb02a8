/* Issue 20: monthly targets (migration v01). Values in hundredths of the unit (m² × 100). */

export type MonthTargetsTable = {
  org_id: string;
  id: string;
  /** 'YYYY-MM' on the factory clock. */
  month: string;
  module: string;
  value_hundredths: number | string;
  unit: string;
  version: number;
  created_by: string;
  created_at: string;
  updated_at: string;
};

export type PayTables = { month_targets: MonthTargetsTable };
