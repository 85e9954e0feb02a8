import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const FILE = resolve(import.meta.dirname, '../docs/benchmarks.md');

/** Replaces one marked section of docs/benchmarks.md, so each benchmark owns its part. */
export function writeBenchSection(id: string, title: string, body: string): void {
  const start = `<!-- bench:${id}:start -->`;
  const end = `<!-- bench:${id}:end -->`;
  const block = `${start}\n## ${title}\n\n${body}\n${end}`;
  const current = existsSync(FILE) ? readFileSync(FILE, 'utf8') : '# Benchmarks\n';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? current.slice(0, from) + block + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(FILE, next);
}
