import { renderCustomerExtractPdf } from '../pdf/customer-extract-pdf';
import { customerExtractFileName, registryExtractFileName } from '../pdf/extract-file-names';
import type { CustomerExtractModel, RegistryExtractModel } from '../pdf/extract-model';
import { renderRegistryExtractPdf } from '../pdf/registry-extract-pdf';
import type { ClaimedJob, JobOutput } from '../services/extract-queue-service';
import type { Services } from '../services/index';

export interface ExtractRenderers {
  registry: (model: RegistryExtractModel) => Promise<Buffer>;
  customer: (model: CustomerExtractModel) => Promise<Buffer>;
}

export const pdfRenderers: ExtractRenderers = {
  registry: renderRegistryExtractPdf,
  customer: renderCustomerExtractPdf,
};

/** Builds one job's files: the project's extract and one extract per customer holding its assets. */
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
