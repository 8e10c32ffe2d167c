import { assetFacts } from './asset-facts';
import type { CustomerExtractModel } from './extract-model';
import { FONT, FONT_BOLD, createPdf, finishPdf, formatAmount, formatTimestamp } from './pdf-document';
import { drawTable } from './pdf-table';

/** One customer's holdings in a project as a PDF: the customer's part of the register, with page numbers. */
export async function renderCustomerExtractPdf(model: CustomerExtractModel): Promise<Buffer> {
  const doc = createPdf(
    `Registry extract ${model.projectName} for ${model.customerName}`,
    `Holdings as of ${formatTimestamp(model.asOf)}`,
  );
  doc.font(FONT_BOLD).fontSize(20).text('Registry extract');
  doc.moveDown(0.3);
  doc.font(FONT).fontSize(10);
  doc.text(`Holder: ${model.customerName}`);
  doc.text(`Customer id: ${model.customerId}`);
  doc.text(`Project: ${model.projectName}`);
  doc.text(`Institution: ${model.institutionName}`);
  doc.text(`As of: ${formatTimestamp(model.asOf)}`);
  doc.moveDown(1);
  drawTable(
    doc,
    [
      { header: 'ISIN', width: 16 },
      { header: 'Asset', width: 24 },
      { header: 'Unit', width: 10 },
      { header: 'Wallet', width: 34 },
      { header: 'Amount', width: 16, align: 'right' },
    ],
    model.holdings.map((h) => [
      h.asset.isin,
      h.asset.name ?? '-',
      h.asset.unitName ?? '-',
      h.walletAddress,
      formatAmount(h.amount),
    ]),
  );
  doc.moveDown(1);
  for (const holding of model.holdings) {
    doc.font(FONT_BOLD).fontSize(11).text(`${holding.asset.name ?? holding.asset.isin}`);
    doc.font(FONT).fontSize(9);
    for (const [label, value] of assetFacts(holding.asset)) doc.text(`${label}: ${value}`);
    doc.moveDown(0.8);
  }
  return finishPdf(doc);
}
