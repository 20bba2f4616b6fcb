// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { videoVerificationMachine } from '../../../machines/onboarding/video-verification.machine.ts';
import type {
  CameraProblem,
  RecorderCommand,
  UploadSelfieInput,
  UploadVideoInput,
  VideoVerificationAnswer,
} from '../../../machines/onboarding/video-verification.machine.ts';
import type { HomeResponse } from '../../../rules/home.ts';
import { getFlags, getHome } from '../../../src/api/home/index.ts';
import { createVideoVerificationActors } from '../../../src/journeys/onboarding/video/actors.ts';
import { VideoVerificationView } from '../../../src/journeys/onboarding/screens/video/VideoVerificationView.tsx';
import { createHarness } from '../../support/sandbox-client.ts';

// The video screen on the real machine; the applicant's position comes from the in-process
// sandbox and the skip is the real actor. jsdom has no camera, so the camera actor is a
// stand-in that refuses the way a blocked permission does (the file fallback). jsdom's File and
// FormData cannot cross into Node's fetch, so the two uploads are stand-ins that keep the file
// they were handed; the real upload actors run against the sandbox in
// tests/paths/video-verification.paths.test.ts.

const PHONE = '9876512002';
const sandbox = createHarness();
const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])], 'me.jpg', {
  type: 'image/jpeg',
});
const webm = new File([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81])], 'me.webm', {
  type: 'video/webm',
});

beforeAll(async () => {
  await sandbox.signIn(PHONE);
});
afterAll(() => sandbox.close());
afterEach(cleanup);

async function videoStep(
  skipAllowed: boolean,
  problem: CameraProblem,
  uploads: Blob[] = [],
  refuse: string | null = null,
) {
  const response = await sandbox.control('PUT', `/__sandbox/customers/${PHONE}`, {
    personalInfo: {
      firstName: 'Asha',
      lastName: 'Verma',
      dateOfBirth: '1990-04-12',
      gender: 'female',
      email: 'asha@example.in',
      maritalStatus: 'married',
      fatherName: 'Ramesh Verma',
    },
    kycMode: 'digiLocker',
    digiLockerVerified: true,
    pan: 'ABCPV1234K',
    currentAddress: {
      line1: '12, 3rd Cross',
      line2: '',
      landmark: '',
      pincode: '560038',
      city: 'Bengaluru',
      state: 'Karnataka',
      residenceType: 'rented',
    },
    businessInfo: {
      businessName: 'Verma Traders',
      businessType: 'retailer',
      businessCategory: 'kirana',
      ownershipType: 'proprietorship',
      educationalQualification: 'graduate',
      annualTurnover: 1800000,
      businessStartDate: '2019-06',
      businessPincode: '560038',
    },
    registration: { skipped: true },
    memberships: [],
    serviceable: true,
    videoVerificationSkipAllowedByUser: skipAllowed,
  });
  expect(response.status).toBe(200);
  const home = await getHome(sandbox.client);
  expect(home.application.nextAction).toBe('videoVerification');
  const actor = createActor(
    videoVerificationMachine.provide({
      actors: {
        ...createVideoVerificationActors(sandbox.client),
        uploadSelfie: fromPromise<VideoVerificationAnswer, UploadSelfieInput>(async ({ input }) => {
          uploads.push(input.photo);
          if (refuse) throw new Error(refuse);
          return { application: { ...position(home), status: 'selfieUploaded' } };
        }),
        uploadVideo: fromPromise<VideoVerificationAnswer, UploadVideoInput>(async ({ input }) => {
          uploads.push(input.video);
          return { application: { ...position(home), status: 'videoVerified', nextAction: 'review' } };
        }),
        camera: fromCallback<RecorderCommand, void>(({ sendBack }) => {
          sendBack({ type: 'CAMERA_FAILED', problem });
        }),
      },
    }),
    { input: { applicationId: home.application.id, home, flags: await getFlags(sandbox.client) } },
  );
  actor.start();
  return actor;
}

function position(home: HomeResponse): VideoVerificationAnswer['application'] {
  return {
    id: home.application.id,
    status: home.application.status.value,
    subStatus: null,
    nextAction: 'videoVerification',
    percentCompleted: home.percentCompleted,
  };
}

describe('Video verification screen', () => {
  it('explains a blocked camera, and uploads a chosen photo and then a chosen video to the lender', async () => {
    const uploads: Blob[] = [];
    const actor = await videoStep(false, 'denied', uploads);
    render(<VideoVerificationView video={actor} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Face and video verification' })).toBeInTheDocument();
    expect(screen.getByText(/Camera access is blocked/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skip for now' })).toBeNull();
    await userEvent.upload(screen.getByLabelText('Choose a photo of your face (JPEG or PNG)'), jpeg);
    // After the selfie the camera is asked for again; still blocked, the video file is what is missing.
    const videoInput = await screen.findByLabelText('Choose a video of yourself (WebM or MP4)');
    expect(actor.getSnapshot().context.application?.status).toBe('selfieUploaded');
    await userEvent.upload(videoInput, webm);
    await expect.poll(() => actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output?.application).toMatchObject({ status: 'videoVerified', nextAction: 'review' });
    expect(uploads.map((file) => (file as File).name)).toEqual(['me.jpg', 'me.webm']);
  });

  it('shows the lender’s refusal of a wrong file with Retry and Retake', async () => {
    const { createObjectURL, revokeObjectURL } = URL;
    Object.assign(URL, { createObjectURL: () => 'blob:chosen', revokeObjectURL: () => {} });
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });
    const refusal = 'Please upload a JPEG or PNG photo.';
    const actor = await videoStep(false, 'missing', [], refusal);
    render(<VideoVerificationView video={actor} />);
    expect(screen.getByText(/could not find a camera/)).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Choose a photo of your face (JPEG or PNG)'), jpeg);
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    // The chosen photo stays in view, in the upload card every other upload is drawn in.
    const card = screen.getByRole('group', { name: 'A photo of your face' });
    expect(within(card).getByText('me.jpg')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'The photo you chose' })).toHaveAttribute('src', 'blob:chosen');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Retake' }));
    expect(await screen.findByLabelText('Choose a photo of your face (JPEG or PNG)')).toBeInTheDocument();
    actor.stop();
  });

  it('skips the clip, after the selfie, when the lender allows it', async () => {
    const actor = await videoStep(true, 'denied');
    render(<VideoVerificationView video={actor} />);
    // The lender never lets the selfie be skipped.
    expect(screen.queryByRole('button', { name: 'Skip for now' })).toBeNull();
    await userEvent.upload(screen.getByLabelText('Choose a photo of your face (JPEG or PNG)'), jpeg);
    await userEvent.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await expect.poll(() => actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output?.application.subStatus).toBe('videoVerificationSkipped');
  });
});
