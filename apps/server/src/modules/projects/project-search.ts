/*
 * The list's keyword search reads one stored column instead of four contains-searches: the
 * project's name, order no., customer and brand, lower-cased here (JavaScript lower-cases every
 * script; SQLite's lower() only ASCII), joined by a line break, which no request text may contain
 * (singleLineText), so a keyword never matches across two fields.
 */
export type SearchFields = {
  name: string;
  orderNo: string;
  customerName: string;
  customerBrand: string;
};

export const projectSearchText = (p: SearchFields): string =>
  [p.name, p.orderNo, p.customerName, p.customerBrand].join('\n').toLowerCase();

/** A LIKE pattern that finds `text` anywhere, its wildcards escaped (escape character `\`). */
export const containsPattern = (text: string): string =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Order numbers match by prefix, as stored (case-sensitive), through a range that any btree
 * index serves on both databases; a LIKE 'x%' would need text_pattern_ops on PostgreSQL. The
 * highest code point closes the range: in binary order (SQLite; PostgreSQL with C collation, as
 * docs/adr/0003 sets up) every string that starts with `prefix` lies inside it.
 */
export const prefixRange = (prefix: string): [string, string] => [prefix, `${prefix}\u{10FFFF}`];
