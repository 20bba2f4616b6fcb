import { useEffect, useMemo } from 'react';

/** The object URL of a file (a PDF, a photo) while a screen shows it; revoked when it goes. */
export function useObjectUrl(file: Blob | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
