import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

export type Pdf = PDFKit.PDFDocument;

export const MARGIN = 50;

/** Registered font names: DejaVu Sans covers Latin Extended, Greek and Cyrillic (Helvetica only Latin-1). */
export const FONT = 'Body';
export const FONT_BOLD = 'Body-Bold';

const require = createRequire(import.meta.url);
const FONT_FILES = {
  [FONT]: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  [FONT_BOLD]: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

/** What pdfkit's own fontkit returns for a font file; pdfkit takes such a parsed font wherever it takes a file. */
type ParsedFont = { layout: (...args: never[]) => unknown };
/** The fontkit pdfkit itself depends on (not a dependency of ours): the fonts it parses are the kind pdfkit expects. */
const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as { create(data: Uint8Array): ParsedFont };

let parsedFonts: Record<string, ParsedFont> | undefined;
let fontLoadCount = 0;

/**
 * The fonts, read and parsed once per thread on first use. Handing pdfkit a file path made every document read
 * and parse both TrueType files again (about 40 ms of a 47 ms one-page document); a parsed font is shared safely,
 * as each document keeps its own subset of it.
 */
function fonts(): Record<string, PDFKit.Mixins.PDFFontSource> {
  if (!parsedFonts) {
    parsedFonts = Object.fromEntries(Object.entries(FONT_FILES).map(([name, file]) => [name, fontkit.create(readFileSync(file))]));
    fontLoadCount += 1;
  }
  return parsedFonts as unknown as Record<string, PDFKit.Mixins.PDFFontSource>;
}

/** How many times this thread has read and parsed the font files (tests check it stays at one). */
export function fontLoads(): number {
  return fontLoadCount;
}

/** An A4 document with buffered pages (for "Page X of Y") using the embedded DejaVu Sans fonts. */
export function createPdf(title: string, subject: string): Pdf {
  const loaded = fonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    // The typings only know file names; pdfkit takes a parsed font here as well.
    font: loaded[FONT] as string,
    info: { Title: title, Subject: subject, Author: 'Registry back office', Creator: 'Registry reference service' },
  });
  for (const [name, font] of Object.entries(loaded)) doc.registerFont(name, font);
  return doc.font(FONT);
}

/** Writes "Page X of Y" in every page footer, then ends the document and resolves with its bytes. */
export function finishPdf(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc
        .font(FONT)
        .fontSize(8)
        .fillColor('#555555')
        .text(`Page ${i + 1} of ${range.count}`, MARGIN, doc.page.height - 35, {
          width: doc.page.width - 2 * MARGIN,
          align: 'center',
          lineBreak: false,
        });
      doc.page.margins.bottom = bottom;
    }
    doc.end();
  });
}

export function formatAmount(value: number | null | undefined): string {
  if (value === null || value === undefined) return '-';
  return value.toLocaleString('en-US', { maximumFractionDigits: 6 });
}

export function formatTimestamp(at: Date): string {
  return `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

export function usableWidth(doc: Pdf): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

/** Starts a new page when fewer than `needed` points are left above the bottom margin. */
export function ensureSpace(doc: Pdf, needed: number): void {
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
}
