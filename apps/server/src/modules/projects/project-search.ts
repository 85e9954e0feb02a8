/*
 * The list's keyword search reads one stored column instead of four contains-searches: the
 * project's name, order no., customer and brand, lower-cased here (JavaScript lower-cases every
 * script; SQLite's lower() only ASCII), joined by a line break, which no request text may contain
 * (singleLineText), so a keyword never matches across two fields. The lookup is
 * db/keyword-search.ts.
 */
export type SearchFields = {
  name: string;
  orderNo: string;
  customerName: string;
  customerBrand: string;
};

export const projectSearchText = (p: SearchFields): string =>
  [p.name, p.orderNo, p.customerName, p.customerBrand].join('\n').toLowerCase();
