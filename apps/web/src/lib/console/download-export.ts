import type { ExportFormat } from '@souq/contract/console-lists';
import { ApiError, fillPath, readErrorBody, staffAuth } from '@/lib/api-client';
import { messages } from '@/i18n/console/messages';

/** The list's filter as the export's query string: empty values are left out, as the list leaves them. */
function queryOf(filter: Record<string, string | number | boolean | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value !== undefined && value !== '') params.set(key, String(value));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The file name the server gave (Content-Disposition), or one made from the list's name. */
function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/**
 * Downloads a list's export with the staff bearer token and saves it. The server streams the file
 * in constant memory; the browser gathers it as a Blob before saving (a token in a header cannot
 * ride on a plain link), which is acceptable for the console's exports (docs/decisions.md).
 */
export async function downloadExport(path: string, format: ExportFormat, filter: Record<string, string | number | boolean | undefined>): Promise<void> {
  const headers: Record<string, string> = {};
  const token = staffAuth.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(fillPath(path, { format }) + queryOf(filter), { headers });
  } catch {
    throw new ApiError(0, messages.console.export.failed);
  }
  if (!response.ok) {
    if (response.status === 401) throw new ApiError(401, staffAuth.unauthorized());
    const body = readErrorBody(await response.json().catch(() => undefined));
    throw new ApiError(response.status, body?.error ?? messages.console.export.failed);
  }
  let blob: Blob;
  try {
    // A failure after the first byte cuts the connection: the file is refused, never saved short.
    blob = await response.blob();
  } catch {
    throw new ApiError(0, messages.console.export.failed);
  }
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameOf(response, `export.${format}`);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser's download by now.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
