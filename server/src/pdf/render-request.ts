import { renderCustomerExtractPdf } from './customer-extract-pdf';
import type { CustomerExtractModel, RegistryExtractModel } from './extract-model';
import { renderRegistryExtractPdf } from './registry-extract-pdf';

/** One document to write: plain data, so it can cross to a render thread by structured clone. */
export type RenderRequest = { kind: 'registry'; model: RegistryExtractModel } | { kind: 'customer'; model: CustomerExtractModel };

/** Writes the requested document on the calling thread. */
export function renderDocument(request: RenderRequest): Promise<Buffer> {
  return request.kind === 'registry' ? renderRegistryExtractPdf(request.model) : renderCustomerExtractPdf(request.model);
}
