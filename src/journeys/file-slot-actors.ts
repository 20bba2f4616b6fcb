import { fromPromise } from 'xstate';
import type { InspectInput } from '../../machines/kit/document-upload.machine.ts';
import { fileTypeMessage } from '../lib/file-types.ts';
import { isPasswordProtected, isPdfPasswordError, loadPdfTools } from '../lib/pdf/index.ts';

// The file checks of every document slot (the kit's document-upload child), whichever journey's
// slot it is: onboarding's proofs, post-approval's bank statements and requested documents. Each
// journey adds the one actor that differs, its upload.

/** The PDF tools a slot uses; tests give node's, the browser loads pdf.js only when a PDF is chosen. */
export interface PdfToolsEnvironment {
  /** Whether a PDF asks for a password. */
  isPasswordProtected?: (file: Blob) => Promise<boolean>;
  unlockPdf?: (file: File, password: string) => Promise<File>;
}

export const FILE_SIZE_MESSAGE = 'The file is larger than 10 MB. Please choose a smaller file.';
export const FILE_EMPTY_MESSAGE = 'The file is empty. Please choose another one.';
export const FILE_UNREADABLE_MESSAGE = 'This PDF could not be opened. It may be damaged. Please choose another copy.';

/** pdf.js speaks to developers ("Invalid PDF structure."); a wrong password keeps its own §5 sentence. */
async function readingPdf<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isPdfPasswordError(error)) throw error;
    throw new Error(FILE_UNREADABLE_MESSAGE, { cause: error });
  }
}

/** A slot's checks before its upload: size, type and a PDF's password, then the §5 unlock. */
export function createFileCheckActors(env: PdfToolsEnvironment = {}) {
  const isProtected = env.isPasswordProtected ?? isPasswordProtected;
  const unlock =
    env.unlockPdf ?? (async (file: File, password: string) => (await loadPdfTools()).unlockPdf(file, password));
  return {
    // The lender judges the bytes; this only saves a doomed 10 MB upload on a slow link.
    inspect: fromPromise<{ passwordProtected: boolean }, InspectInput>(async ({ input }) => {
      if (input.file.size === 0) throw new Error(FILE_EMPTY_MESSAGE);
      if (input.file.size > input.maxBytes) throw new Error(FILE_SIZE_MESSAGE);
      if (input.file.type !== '' && !input.accept.includes(input.file.type))
        throw new Error(fileTypeMessage(input.accept));
      const pdf = input.file.type === 'application/pdf' || input.file.name.toLowerCase().endsWith('.pdf');
      return { passwordProtected: pdf ? await readingPdf(() => isProtected(input.file)) : false };
    }),
    unlock: fromPromise<File, { file: File; password: string }>(({ input }) =>
      readingPdf(() => unlock(input.file, input.password)),
    ),
  };
}
