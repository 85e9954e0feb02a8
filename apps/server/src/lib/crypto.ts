import { hash, randomBytes, randomInt, randomUUID } from 'node:crypto';

/** Opaque ids: random, unguessable, no meaning to leak. */
export const newId = (): string => randomUUID();

/** 256-bit opaque token; only its hash is ever stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** One-shot `hash` (Node 20.12+): every API call hashes its token, a third of createHash's cost. */
export const sha256 = (value: string): string => hash('sha256', value, 'hex');

export const randomDigits = (count: number): string =>
  Array.from({ length: count }, () => String(randomInt(10))).join('');

export const nowIso = (): string => new Date().toISOString();

export const addMs = (iso: string, ms: number): string =>
  new Date(Date.parse(iso) + ms).toISOString();
