/** A download the browser saves under `name` (an object URL on a temporary link). */
export function saveFile(blob: Blob, name: string): void {
  // The lender's blob may come without a type: the file is a PDF whatever it says.
  const pdf = blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
  const url = URL.createObjectURL(pdf);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
