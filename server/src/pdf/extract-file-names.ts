/** Safe file names for extracts: ASCII letters, digits, '.', '_' and '-' only. */
export function slugify(text: string, maxLength = 60): string {
  const slug = text
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
  return slug || 'project';
}

/** yyyyMMdd-HHmmss in UTC. */
export function fileTimestamp(at: Date): string {
  const iso = at.toISOString();
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}`;
}

export function registryExtractFileName(projectName: string, at: Date): string {
  return `registry-extract-${slugify(projectName)}-${fileTimestamp(at)}.pdf`;
}

export function customerExtractFileName(customerId: string, projectName: string, at: Date): string {
  const prefix = customerId.replace(/[^A-Za-z0-9]/g, '').slice(0, 8).toLowerCase();
  return `registry-extract-${prefix}-${slugify(projectName)}-${fileTimestamp(at)}.pdf`;
}
