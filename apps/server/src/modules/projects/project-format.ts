/** Any ISO time as the canonical UTC form stored in the database, so text comparison works. */
export const toUtcIso = (iso: string): string => new Date(iso).toISOString();

export const isTrue = (flag: number): boolean => flag === 1;
