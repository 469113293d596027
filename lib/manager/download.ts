/**
 * Saves a file from the page. Kept apart from lib/qr's twin on purpose: importing that module
 * would pull the QR encoder into the manager's initial load (size budget).
 */
export function downloadFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoke later: some browsers start reading the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
