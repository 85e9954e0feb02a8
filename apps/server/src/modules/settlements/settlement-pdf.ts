// The settlement document as an A4 PDF, made on the server by pdfmake with the embedded CJK font
// (docs/adr/0021). Pages follow pdf-layout.ts, so the PDF has exactly the document's `pages`.
import { createRequire } from 'node:module';
import { ERROR_CODES, type Language } from '@stone/shared';
import type { SettlementDetail } from '@stone/shared/settlements/settlements';
import { AppError } from '../../lib/app-error.ts';
import { paginate, type PageSection } from './pdf-layout.ts';
import { cjkFont, fontFile } from './settlement-font.ts';
import { documentLabels } from './settlement-labels.ts';
import type { SettlementLineKind } from '@stone/shared/settlements/enums';

type Node = Record<string, unknown> | string;
type PdfMake = {
  setFonts(fonts: Record<string, Record<string, unknown>>): void;
  setUrlAccessPolicy(policy: (url: string) => boolean): void;
  setLocalAccessPolicy(policy: (path: string) => boolean): void;
  createPdf(doc: Record<string, unknown>): { getBuffer(): Promise<Buffer> };
};

let pdfmake: PdfMake | null = null;
function engine(): PdfMake {
  const font = cjkFont();
  if (!font) throw new AppError(ERROR_CODES.INTERNAL, 'settlement.fontMissing');
  if (!pdfmake) {
    pdfmake = createRequire(import.meta.url)('pdfmake') as PdfMake;
    // Only the font file may be read, and nothing fetched: document text is user data.
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((path) => path === fontFile(font));
    pdfmake.setFonts({ Cjk: { normal: font, bold: font, italics: font, bolditalics: font } });
  }
  return pdfmake;
}

const FONT_SIZE = 8;
/** Cut text to one line of `widthPt` (CJK a full em, other characters about 0.6 em). */
export function fit(text: string, widthPt: number): string {
  let used = 8; // cell padding
  let out = '';
  for (const ch of text) {
    used += (ch.codePointAt(0)! > 0x2e80 ? 1 : 0.6) * FONT_SIZE;
    if (used > widthPt - FONT_SIZE) return `${out}…`;
    out += ch;
  }
  return out;
}

type Row = { kind: SettlementLineKind; cells: string[] };
const WIDTHS: Record<SettlementLineKind, number[]> = {
  project: [150, 40, 60, 70, 70, 70],
  process: [120, 110, 60, 30, 60, 80],
  box: [180, 100, 80, 100],
};

function rowsOf(d: SettlementDetail, L: ReturnType<typeof documentLabels>): Row[] {
  return [
    ...d.projects.map((p) => ({
      kind: 'project' as const,
      cells: [p.name, String(p.pieceCount), p.areaM2, p.unitPrice, p.amount, p.subtotal],
    })),
    ...d.processes.map((p) => ({
      kind: 'process' as const,
      cells: [p.projectName, p.processName, p.quantity, L[p.unit], p.fee, p.amount],
    })),
    ...d.boxes.map((b) => ({
      kind: 'box' as const,
      cells: [b.projectName, b.boxName, String(b.pieceCount), b.areaM2],
    })),
  ];
}

function sectionNode(section: PageSection<Row>, L: ReturnType<typeof documentLabels>): Node[] {
  const heads: Record<SettlementLineKind, string[]> = {
    project: [L.project, L.pieceCount, L.area, L.unitPrice, L.amount, L.total],
    process: [L.project, L.process, L.quantity, L.unit, L.fee, L.amount],
    box: [L.project, L.box, L.pieceCount, L.area],
  };
  const widths = WIDTHS[section.kind];
  const title = { project: L.projects, process: L.processes, box: L.boxes }[section.kind];
  return [
    { text: title, bold: true, fontSize: 10, margin: [0, 4, 0, 2] },
    {
      table: {
        headerRows: 1,
        widths,
        body: [
          heads[section.kind].map((h) => ({ text: h, bold: true, fillColor: '#eeeeee' })),
          ...section.lines.map((r) => r.cells.map((c, i) => fit(c, widths[i]!))),
        ],
      },
      layout: { hLineWidth: () => 0.5, vLineWidth: () => 0.5 },
    },
  ];
}

function headerNodes(d: SettlementDetail, L: ReturnType<typeof documentLabels>): Node[] {
  const party = (title: string, lines: string[]) => ({
    width: '*',
    stack: [{ text: title, bold: true, fontSize: 10 }, ...lines.map((l) => fit(l, 170))],
  });
  const status = `${L[d.status]} · ${d.accountArrived ? L.arrived : L.notArrived}`;
  return [
    { text: `${L.title} ${d.number}`, fontSize: 16, bold: true, alignment: 'center' },
    {
      margin: [0, 8, 0, 8],
      columns: [
        { width: '*', stack: [`${L.name}: ${fit(d.name, 220)}`, `${L.order}: ${d.orderNumber}`] },
        {
          width: '*',
          stack: [
            `${L.docType}: ${L[d.docType]}`,
            `${L.status}: ${status}`,
            `${L.createdAt}: ${d.createdAt.slice(0, 10)}`,
          ],
        },
      ],
    },
    {
      columns: [
        party(L.enterprise, [
          d.enterprise.name,
          `${L.contact}: ${d.enterprise.contact} ${d.enterprise.phone}`,
          `${L.address}: ${d.enterprise.address}`,
        ]),
        party(L.client, [
          d.client.name,
          `${L.contact}: ${d.client.contact}`,
          `${L.manager}: ${d.client.managerName} ${d.client.managerPhone}`,
        ]),
        party(L.receiving, [
          d.receiving.name,
          `${L.contact}: ${d.receiving.contact} ${d.receiving.phone}`,
          `${L.address}: ${d.receiving.address}`,
        ]),
      ],
    },
    { text: L.totals, bold: true, fontSize: 10, margin: [0, 8, 0, 2] },
    {
      table: {
        widths: ['*', '*', '*', '*', '*', '*', '*'],
        body: [
          [
            L.projectCount,
            L.pieceCount,
            L.area,
            L.boxCount,
            L.areaAmount,
            L.processAmount,
            L.total,
          ].map((h) => ({ text: h, bold: true, fillColor: '#eeeeee' })),
          [
            String(d.totals.projectCount),
            String(d.totals.pieceCount),
            d.totals.areaM2,
            String(d.totals.boxCount),
            d.totals.areaAmount,
            d.totals.processAmount,
            { text: d.totals.total, bold: true },
          ],
        ],
      },
    },
  ];
}

/** The document's PDF in the caller's language. */
export async function settlementPdf(d: SettlementDetail, lang: Language): Promise<Buffer> {
  const L = documentLabels(lang);
  const pages = paginate(rowsOf(d, L));
  const content: Node[] = [...headerNodes(d, L)];
  pages.forEach((page, i) => {
    page.forEach((section, j) => {
      const nodes = sectionNode(section, L);
      if (i > 0 && j === 0) (nodes[0] as Record<string, unknown>).pageBreak = 'before';
      content.push(...nodes);
    });
  });
  const doc = {
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 48],
    info: { title: `${L.title} ${d.number}` },
    defaultStyle: { font: 'Cjk', fontSize: FONT_SIZE },
    footer: (n: number, total: number) => ({
      text: L.page.replace('{n}', String(n)).replace('{total}', String(total)),
      alignment: 'center',
      fontSize: 8,
      margin: [0, 16, 0, 0],
    }),
    content,
  };
  return engine().createPdf(doc).getBuffer();
}
