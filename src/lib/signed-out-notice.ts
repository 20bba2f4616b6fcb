// A session the lender ended (a 401: the token was revoked or expired) sends the user to the
// login screen with storage cleared (§4), which leaves the screen no way to know why. The note
// lives in sessionStorage, which the logout does not clear, and is read once by the login screen.

export const SIGNED_OUT_MESSAGE = 'You were signed out. Please log in again.';

const KEY = 'saakh:signedOut';

type NoteStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): NoteStore | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Called for every 401, before the logout sequence. */
export function noteSignedOut(store: NoteStore | null = sessionStore()): void {
  try {
    store?.setItem(KEY, '1');
  } catch {
    // A browser that refuses storage only loses the sentence, not the logout.
  }
}

/** True once after a 401 ended the session; the note is gone after it is read. */
export function takeSignedOutNotice(store: NoteStore | null = sessionStore()): boolean {
  try {
    const noted = store?.getItem(KEY) === '1';
    store?.removeItem(KEY);
    return noted;
  } catch {
    return false;
  }
}
