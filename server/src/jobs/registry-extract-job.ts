import { renderCustomerExtractPdf } from '../pdf/customer-extract-pdf';
import { customerExtractFileName, registryExtractFileName } from '../pdf/extract-file-names';
import type { CustomerExtractModel, RegistryExtractModel } from '../pdf/extract-model';
import type { PdfRenderPool } from '../pdf/pdf-render-pool';
import { renderRegistryExtractPdf } from '../pdf/registry-extract-pdf';
import type { ClaimedJob, JobOutput } from '../services/extract-queue-service';
import type { Services } from '../services/index';

export interface ExtractRenderers {
  registry: (model: RegistryExtractModel) => Promise<Buffer>;
  customer: (model: CustomerExtractModel) => Promise<Buffer>;
}

/** Writes the PDFs on the calling thread (tests and scripts; the service's worker uses pooledRenderers). */
export const pdfRenderers: ExtractRenderers = {
  registry: renderRegistryExtractPdf,
  customer: renderCustomerExtractPdf,
};

/** Writes the PDFs on the pool's render threads: the data crosses as plain objects, the bytes come back. */
export function pooledRenderers(pool: PdfRenderPool): ExtractRenderers {
  return {
    registry: (model) => pool.render({ kind: 'registry', model }),
    customer: (model) => pool.render({ kind: 'customer', model }),
  };
}

/**
 * Builds one job's files: the project's extract and one extract per customer holding its assets. The data is read
 * here, on the caller's thread (with the caller's database); only the writing goes to the renderers.
 */
export async function buildExtractFiles(
  services: Services,
  job: ClaimedJob,
  renderers: ExtractRenderers = pdfRenderers,
  asOf: Date = new Date(),
): Promise<JobOutput> {
  const content = await services.registryExtractData.load(job.institutionId, job.projectId, asOf);
  const pdf = await renderers.registry(content.registry);
  const customerFiles = [];
  for (const customer of content.customers) {
    customerFiles.push({
      customerId: customer.customerId,
      fileName: customerExtractFileName(customer.customerId, job.id, customer.projectName, asOf),
      content: await renderers.customer(customer),
    });
  }
  return { fileName: registryExtractFileName(content.registry.projectName, asOf), content: pdf, customerFiles };
}
