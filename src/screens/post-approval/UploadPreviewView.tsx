import { useEffect, useMemo } from 'react';
import { Button, Loader, PdfPages } from '../../ui/index.ts';
import { Actions, PageFrame, RetryFrame } from '../PageFrame.tsx';
import * as styles from './post-approval.css.ts';

export interface PreviewProps {
  /** What the file is, for the heading ("Statement file 1", "Shop photo (front)"). */
  name: string;
  state: 'loading' | 'showing' | 'failed';
  file: Blob | null;
  error: string | null;
  onRetry: () => void;
  onClose: () => void;
}

/** The object URL of a file while it is shown; revoked when it goes. */
function useObjectUrl(file: Blob | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/** §2 /:documentName/upload-preview: the uploaded file (a photo, or a PDF's pages), with Close. */
export function UploadPreviewView({ name, state, file, error, onRetry, onClose }: PreviewProps) {
  const url = useObjectUrl(file);
  const title = `Preview: ${name}`;
  const close = (
    <Button type="button" variant="link" onClick={onClose}>
      Close preview
    </Button>
  );
  if (state === 'failed') {
    return (
      <RetryFrame title={title} error={error} onRetry={onRetry}>
        {close}
      </RetryFrame>
    );
  }
  if (state === 'loading' || !url || !file) return <Loader lines={['Loading the preview…']} />;
  return (
    <PageFrame title={title}>
      {file.type.startsWith('image/') ? (
        <img className={styles.previewImage} src={url} alt={name} />
      ) : (
        // Drawn by pdfjs, not the browser's viewer: Android web views have none.
        <PdfPages title={name} file={file} />
      )}
      <Actions>
        <Button type="button" fullWidth onClick={onClose}>
          Close preview
        </Button>
      </Actions>
    </PageFrame>
  );
}
