import { useMutation } from '@tanstack/react-query';

import { type ApiError, getJson } from '@/lib/api-client';

export const EXPORT_FILE_NAME = 'sophia-mes-donnees.json';

/**
 * GET /api/user/export: everything Sophia holds about the user, as JSON (docs/decisions/015).
 * Fetched rather than linked so a failure (session expired, server down) becomes a toast instead
 * of a downloaded error page.
 */
export async function exportData(): Promise<Blob> {
  const data = await getJson<unknown>('/api/user/export');
  return new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
}

/** Hands the file to the browser's downloads through a temporary link. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returned.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useExportData() {
  return useMutation<Blob, ApiError, void>({
    mutationFn: exportData,
    onSuccess: (blob) => saveFile(blob, EXPORT_FILE_NAME),
  });
}
