import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

export type Pdf = PDFKit.PDFDocument;

export const MARGIN = 50;

/** Registered font names: DejaVu Sans covers Latin Extended, Greek and Cyrillic (Helvetica only Latin-1). */
export const FONT = 'Body';
export const FONT_BOLD = 'Body-Bold';

const resolveFont = createRequire(import.meta.url).resolve;
const FONT_FILES = {
  [FONT]: resolveFont('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  [FONT_BOLD]: resolveFont('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

/** An A4 document with buffered pages (for "Page X of Y") using the embedded DejaVu Sans fonts. */
export function createPdf(title: string, subject: string): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    font: FONT_FILES[FONT],
    info: { Title: title, Subject: subject, Author: 'Registry back office', Creator: 'Registry reference service' },
  });
  for (const [name, file] of Object.entries(FONT_FILES)) doc.registerFont(name, file);
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
