/** A Node Buffer as this package uses it: text decoded from a range of its bytes. */
export type NodeBufferView = {
  toString(encoding: 'latin1' | 'utf8', start: number, end: number): string;
};

/** The parts of Node's `node:buffer` this package uses where it runs on Node. */
type NodeBufferModule = {
  isUtf8?: (input: Uint8Array) => boolean;
  Buffer?: { from(buffer: ArrayBufferLike, byteOffset: number, length: number): NodeBufferView };
};
type NodeProcess = { getBuiltinModule?: (name: string) => NodeBufferModule | undefined };

/**
 * `node:buffer`, reached through getBuiltinModule so the package still loads where there is no
 * Node (a browser preview); undefined there, and callers fall back to plain JS.
 */
export const nodeBuffer: NodeBufferModule | undefined = (
  globalThis as { process?: NodeProcess }
).process?.getBuiltinModule?.('node:buffer');
