/*
 * The order list's keyword reads one stored column (migration o02) instead of three
 * contains-searches: name, number and customer, lower-cased here (JavaScript lower-cases every
 * script; SQLite's lower() only ASCII), joined by a line break, which no request text may contain
 * (singleLineText), so a keyword never matches across two fields. The lookup is
 * db/keyword-search.ts, as for projects.
 */
export const orderSearchText = (o: { name: string; number: string; customerName: string }) =>
  [o.name, o.number, o.customerName].join('\n').toLowerCase();
