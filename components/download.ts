/**
 * Saves a file from an extension page through a temporary link (no `downloads` permission
 * needed). A module of its own so the manager's CSV export can use it without pulling the QR
 * encoder (components/qr.ts) into its initial load.
 */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoke later: some browsers start reading the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
