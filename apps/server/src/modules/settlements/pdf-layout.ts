// How a settlement document is cut into A4 pages, the same way every time: the page count is
// stored with the document (`pages`) and the PDF lays out exactly these pages. Every table row is
// one line of text (names are cut to fit their column), so a fixed number of rows fits a page.
import type { SettlementLineKind } from '@stone/shared/settlements/enums';

/** Row slots under the first page's header blocks, and on every later page. */
export const FIRST_PAGE_SLOTS = 22;
export const PAGE_SLOTS = 44;
/** A section's title and its table's header row take two slots on each page it appears on. */
const SECTION_SLOTS = 2;

export type PageSection<L> = { kind: SettlementLineKind; lines: L[] };

export function paginate<L extends { kind: SettlementLineKind }>(lines: readonly L[]) {
  const pages: PageSection<L>[][] = [[]];
  let free = FIRST_PAGE_SLOTS;
  for (const line of lines) {
    let page = pages[pages.length - 1]!;
    let section = page[page.length - 1];
    const need = section?.kind === line.kind ? 1 : SECTION_SLOTS + 1;
    if (need > free) {
      page = [];
      pages.push(page);
      free = PAGE_SLOTS;
      section = undefined;
    }
    if (!section || section.kind !== line.kind) {
      section = { kind: line.kind, lines: [] };
      page.push(section);
      free -= SECTION_SLOTS;
    }
    section.lines.push(line);
    free -= 1;
  }
  return pages;
}

export const documentPages = (lines: readonly { kind: SettlementLineKind }[]) =>
  paginate(lines).length;
