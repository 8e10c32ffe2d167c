import { assetFacts } from './asset-facts';
import type { ExtractAsset, RegistryExtractModel } from './extract-model';
import { FONT, FONT_BOLD, MARGIN, createPdf, ensureSpace, finishPdf, formatAmount, formatTimestamp, type Pdf, usableWidth } from './pdf-document';
import { drawTable } from './pdf-table';

function header(doc: Pdf, model: RegistryExtractModel): void {
  doc.font(FONT_BOLD).fontSize(20).fillColor('#000000').text('Registry extract');
  doc.moveDown(0.3);
  doc.font(FONT).fontSize(10);
  doc.text(`Project: ${model.projectName}`);
  doc.text(`Institution: ${model.institutionName}`);
  doc.text(`As of: ${formatTimestamp(model.asOf)}`);
  doc.text(`Assets: ${model.assets.length}`);
  doc.moveDown(1);
}

function factsBlock(doc: Pdf, facts: [string, string][]): void {
  const labelWidth = 170;
  for (const [label, value] of facts) {
    // The row is as tall as the taller of label and value (either may wrap).
    doc.font(FONT_BOLD).fontSize(9);
    const labelHeight = doc.heightOfString(label, { width: labelWidth - 10 });
    doc.font(FONT);
    const height = Math.max(doc.heightOfString(value, { width: usableWidth(doc) - labelWidth }), labelHeight, 11);
    ensureSpace(doc, height);
    const y = doc.y;
    doc.font(FONT_BOLD).text(label, MARGIN, y, { width: labelWidth - 10 });
    doc.font(FONT).text(value, MARGIN + labelWidth, y, { width: usableWidth(doc) - labelWidth });
    doc.x = MARGIN;
    doc.y = y + height + 2;
  }
}

function assetSection(doc: Pdf, asset: ExtractAsset): void {
  ensureSpace(doc, 160);
  doc.x = MARGIN;
  doc
    .font(FONT_BOLD)
    .fontSize(13)
    .fillColor('#000000')
    .text(`${asset.name ?? asset.unitName ?? asset.isin} (${asset.isin})`);
  doc.moveDown(0.3);
  factsBlock(doc, assetFacts(asset));
  doc.moveDown(0.5);
  const held = asset.holders.reduce((sum, h) => sum + h.amount, 0);
  ensureSpace(doc, 50);
  doc
    .font(FONT_BOLD)
    .fontSize(10)
    .text(`Holders (${asset.holders.length}, ${formatAmount(held)} units in circulation)`, MARGIN);
  doc.moveDown(0.2);
  if (asset.holders.length === 0) {
    doc.font(FONT).fontSize(9).text('No holders.', MARGIN);
  } else {
    drawTable(
      doc,
      [
        { header: '#', width: 5, align: 'right' },
        { header: 'Wallet', width: 52 },
        { header: 'Customer', width: 25 },
        { header: 'Amount', width: 18, align: 'right' },
      ],
      asset.holders.map((h, i) => [String(i + 1), h.walletAddress, h.customerName ?? 'unknown', formatAmount(h.amount)]),
    );
  }
  doc.moveDown(1);
}

/** The project's register extract as a PDF: header, then each asset's facts and holders table, page numbers. */
export async function renderRegistryExtractPdf(model: RegistryExtractModel): Promise<Buffer> {
  const doc = createPdf(`Registry extract ${model.projectName}`, `Register of ${model.projectName} as of ${formatTimestamp(model.asOf)}`);
  header(doc, model);
  if (model.assets.length === 0) doc.font(FONT).fontSize(10).text('The project has no tokenized assets.');
  for (const asset of model.assets) assetSection(doc, asset);
  return finishPdf(doc);
}
