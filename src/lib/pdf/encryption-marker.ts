// Whether a chosen file needs pdfjs to tell if it is password-protected. Most uploads are plain
// PDFs; reading their bytes answers for them, so the PDF tools (about 300 kB compressed) are
// fetched only for a file that may really be protected.
//
// A PDF is encrypted only through an /Encrypt entry in its trailer (or cross-reference stream)
// dictionary, and those dictionaries are never compressed, so the name is there in plain bytes.
// Its presence does not prove a password is needed (an owner-only password opens freely): pdfjs
// decides those. A file without the %PDF- header goes to pdfjs too, which rejects it as before.

const HEADER = bytesOf('%PDF-');
const ENCRYPT = bytesOf('/Encrypt');
/** The header may follow up to 1024 bytes of junk (ISO 32000-1, §7.5.2 implementation note). */
const HEADER_WINDOW = 1024;

function bytesOf(text: string): Uint8Array {
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

function indexOf(haystack: Uint8Array, needle: Uint8Array, end = haystack.length): number {
  const first = needle[0] ?? 0;
  for (let at = haystack.indexOf(first); at >= 0 && at + needle.length <= end; at = haystack.indexOf(first, at + 1)) {
    let matched = 1;
    while (matched < needle.length && haystack[at + matched] === needle[matched]) matched += 1;
    if (matched === needle.length) return at;
  }
  return -1;
}

/** False only for a file that is a PDF and carries no encryption dictionary. */
export async function mayBePasswordProtected(file: Blob): Promise<boolean> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (indexOf(bytes, HEADER, Math.min(bytes.length, HEADER_WINDOW + HEADER.length)) < 0) return true;
  return indexOf(bytes, ENCRYPT) >= 0;
}
