import { useObjectUrl } from '../../../kit/use-object-url.ts';
import { Button, Loader, PdfPages } from '../../../ui/index.ts';
import { PageFrame, RetryFrame } from '../../../screens/PageFrame.tsx';
import { Ways } from '../../../kit/ways.tsx';
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
      <Ways ways={[{ label: 'Close preview', onClick: onClose }]} />
    </PageFrame>
  );
}
