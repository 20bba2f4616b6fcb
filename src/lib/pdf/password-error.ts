// Kept apart from the pdf tools so screens and machines can recognise the error without
// pulling pdfjs or pdf-lib into their chunk.

/** §5 / §8: the only message a wrong PDF password shows. */
export const INCORRECT_PDF_PASSWORD_MESSAGE = 'Incorrect password. Please enter correct password';

export class PdfPasswordError extends Error {
  override readonly name = 'PdfPasswordError';

  constructor(message: string = INCORRECT_PDF_PASSWORD_MESSAGE) {
    super(message);
  }
}

export function isPdfPasswordError(error: unknown): error is PdfPasswordError {
  return error instanceof PdfPasswordError;
}
