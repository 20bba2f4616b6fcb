import { useId } from 'react';
import { useSelector } from '@xstate/react';
import type { MandateActorRef } from '../runtime.ts';
import { Ways } from '../../../kit/ways.tsx';
import { PageFrame } from '../../../screens/PageFrame.tsx';
import { MandatePage } from './MandateFrame.tsx';

function UploadScreen({ actor }: { actor: MandateActorRef }) {
  const snapshot = useSelector(actor, (s) => s);
  const uploading = snapshot.matches({ nachUpload: 'uploading' });
  const downloading = snapshot.matches({ nachUpload: 'downloading' });
  const fileId = useId();
  const hintId = useId();
  return (
    <PageFrame
      title="Upload the signed NACH form"
      lead="Upload a clear scan or photo of the whole signed form."
      error={snapshot.context.problem}
      busy={uploading}
    >
      <p id={hintId}>A PDF, JPEG or PNG file, up to 10 MB.</p>
      <label htmlFor={fileId}>Signed NACH form</label>
      <input
        id={fileId}
        type="file"
        accept="application/pdf,image/jpeg,image/png"
        aria-describedby={hintId}
        disabled={uploading}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) actor.send({ type: 'FILE_CHOSEN', file });
          event.target.value = '';
        }}
      />
      {uploading ? <p role="status">Uploading…</p> : null}
      <Ways
        ways={[
          {
            label: 'Download the form again',
            variant: 'secondary',
            busy: downloading,
            onClick: () => actor.send({ type: 'DOWNLOAD' }),
          },
          { label: 'Choose another way', onClick: () => actor.send({ type: 'CHANGE_MODE' }) },
        ]}
      />
    </PageFrame>
  );
}

/** /signup/nach-mandate: the signed NACH form's scan. */
export default function NachMandate() {
  return <MandatePage screen="nachUpload">{(actor) => <UploadScreen actor={actor} />}</MandatePage>;
}
