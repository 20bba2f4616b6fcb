// The camera opens only while its screen is on show. The video step also runs behind
// /video-verification-result (the address the identity provider returns to), and that page
// must not switch the camera on in the background; following its link to the check shows the
// screen, and the waiting camera opens then.

type Wake = () => void;

let shown = 0;
const waiting = new Set<Wake>();

/** The camera screen calls this when it mounts; the function returned, when it unmounts. */
export function showCameraScreen(): () => void {
  shown += 1;
  for (const wake of [...waiting]) wake();
  return () => {
    shown -= 1;
  };
}

/** Runs `open` once a camera screen is on show (at once if one is); the function returned stops waiting. */
export function whenCameraScreenShown(open: () => void): () => void {
  if (shown > 0) {
    open();
    return () => {};
  }
  const wake: Wake = () => {
    waiting.delete(wake);
    open();
  };
  waiting.add(wake);
  return () => {
    waiting.delete(wake);
  };
}
