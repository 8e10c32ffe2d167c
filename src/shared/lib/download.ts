import type { FileResponseDto } from '../../api/generated/types.gen';

// Files come from the service as FileResponseDto (base64 content), fetched through the generated client with
// the profile's API key. They are handed to the browser as a Blob with their own file name — never a bare link.
export type FileResponseLike = Pick<FileResponseDto, 'fileName' | 'contentType' | 'content'>;

export function base64ToBlob(base64: string, contentType = 'application/octet-stream'): Blob {
  const binary = atob(base64.replace(/\s/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: contentType });
}

/** Keep only characters that are safe in a file name on every OS. */
export function safeFileName(name: string, fallback = 'download'): string {
  const printable = [...name].map((ch) => (ch.charCodeAt(0) < 32 ? '_' : ch)).join('');
  const cleaned = printable.replace(/[\\/:*?"<>|]+/g, '_').replace(/^\.+/, '').trim();
  return cleaned || fallback;
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = safeFileName(fileName);
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function saveFileResponse(file: FileResponseLike): void {
  saveBlob(base64ToBlob(file.content, file.contentType || undefined), file.fileName);
}

/** Fetch a file (through the generated client) and save it; rejects with the call's failure. */
export async function downloadFile(fetchFile: () => Promise<FileResponseLike>): Promise<FileResponseLike> {
  const file = await fetchFile();
  saveFileResponse(file);
  return file;
}
