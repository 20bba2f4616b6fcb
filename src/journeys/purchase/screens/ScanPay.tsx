import { useId, useState } from 'react';
import { PageFrame } from '../../../screens/PageFrame.tsx';
import { Ways } from '../../../kit/ways.tsx';
import { Button } from '../../../ui/index.ts';
import { FieldWithButton, Reading } from './parts.tsx';
import { payeeName } from '../projection.ts';
import { sender, type PurchaseScreenProps } from './purchase-screen.ts';
import { AmountStep } from './amount-step.tsx';
import { canReadCodes, readCodeInPhoto } from './qr-reader.ts';
import { useCameraScan } from './use-camera-scan.ts';
import * as styles from './purchase.css.ts';

const CAMERA_TEXT = {
  off: '',
  starting: 'Starting the camera…',
  on: 'Point the camera at the shop’s UPI QR code.',
  denied: 'The camera could not be used. Allow it in your browser’s settings, or choose a photo of the code.',
  unsupported: 'This browser cannot use a camera. Choose a photo of the code, or paste its payment link below.',
} as const;

/** Scan and pay: the camera or a photo of the shop's UPI QR code, its UPI id checked; then the amount. */
export function ScanPay(props: PurchaseScreenProps) {
  const { snapshot } = props;
  const { context } = snapshot;
  const { send } = sender(props);
  if (snapshot.matches({ scan: 'checkingVpa' })) return <Reading title="Scan and pay" />;
  if (snapshot.matches({ scan: 'ineligible' })) {
    return (
      <PageFrame title="This payment is not possible" error={context.error}>
        <Ways
          ways={[
            { label: 'Scan another code', onClick: () => send({ type: 'SCAN_AGAIN' }) },
            { label: 'Done', variant: 'link', onClick: () => send({ type: 'DONE' }) },
          ]}
        />
      </PageFrame>
    );
  }
  if (snapshot.matches({ scan: 'amount' }) || snapshot.matches({ scan: 'checkingEligibility' })) {
    const fixed = context.scanned?.amount !== null;
    return (
      <AmountStep
        {...props}
        title={`Pay ${payeeName(context)}`}
        hint={fixed ? 'The shop’s code sets this amount' : 'In rupees, up to 2 decimals'}
        fixed={fixed}
        back="Scan another code"
      >
        {context.scanned ? <p className={styles.muted}>UPI ID: {context.scanned.vpa}</p> : null}
      </AmountStep>
    );
  }
  return <Scanning {...props} />;
}

function Scanning(props: PurchaseScreenProps) {
  const { context } = props.snapshot;
  const { send } = sender(props);
  const scanned = (text: string) => send({ type: 'SCANNED', text });
  const { videoRef, state: cameraState, start: startCamera } = useCameraScan(scanned);
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const photoId = useId();
  return (
    <PageFrame title="Scan and pay" error={context.scanError ?? context.error}>
      {cameraState === 'on' || cameraState === 'starting' ? (
        <video ref={videoRef} className={styles.camera} muted playsInline aria-label="Camera view" />
      ) : null}
      <p className={styles.muted} role="status">
        {CAMERA_TEXT[cameraState]}
      </p>
      {cameraState === 'off' ? <Button onClick={startCamera}>Scan with the camera</Button> : null}
      {canReadCodes() ? (
        <>
          <label htmlFor={photoId}>Or choose a photo of the code</label>
          <input
            id={photoId}
            type="file"
            accept="image/*"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              setPhotoProblem(null);
              void readCodeInPhoto(file)
                .then((text) => (text ? scanned(text) : setPhotoProblem('We could not find a QR code in this photo.')))
                .catch(() => setPhotoProblem('We could not read this photo. Choose another one.'));
            }}
          />
          {photoProblem ? <p role="alert">{photoProblem}</p> : null}
        </>
      ) : null}
      <FieldWithButton
        label="Or paste the code’s payment link"
        hint="It starts with upi://pay"
        button="Use this link"
        onText={(text) => text !== '' && scanned(text)}
      />
      <Ways ways={[{ label: 'Done', variant: 'link', onClick: () => send({ type: 'DONE' }) }]} />
    </PageFrame>
  );
}
