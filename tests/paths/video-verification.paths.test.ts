import { afterAll, describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { AnyMachineSnapshot } from 'xstate';
import { routeOf } from '../../machines/routing.ts';
import {
  CLIP_LENGTH_MS,
  VIDEO_FALLBACK_MESSAGE,
  cameraProblemOf,
  videoErrorMessage,
  videoVerificationMachine,
} from '../../machines/onboarding/video-verification.machine.ts';
import type {
  CameraHandle,
  RecorderCommand,
  VideoVerificationAnswer,
  VideoVerificationContext,
  VideoVerificationInput,
} from '../../machines/onboarding/video-verification.machine.ts';
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { HomeResponse } from '../../rules/home.ts';
import { createVideoVerificationActors } from '../../src/journeys/onboarding/video/actors.ts';
import { PathOutcomes, arranged, createSandboxWorld, runReal } from '../support/sandbox-actors.ts';
import {
  AFTER_SELFIE,
  AFTER_VIDEO,
  RECORDER_MESSAGE,
  SELFIE_FAULT,
  SKIP_FAULT,
  VIDEO_FAULT,
  camera,
  photo,
  video,
  videoVerificationEvents,
} from '../support/events/video-verification-events.ts';
import type { MachineHandlers, MachineStateContext } from '../support/harness/machine-runner.ts';
import { sessionCreateBody } from '../fixtures/device.ts';

// Every transition of the face and video check. The camera and the recorder are the browser's
// (their events are what the plan sends); the clip's length runs on the simulated clock. The
// uploads and the skip are the app's real actors on the in-process sandbox: each run gets a
// fresh applicant standing at the video step, and a planned failure is a fault armed first.

const ROUTE = '/signup/video-verification';
const APPLICATION_ID = 'application-1';
const FAULTS = { uploadSelfie: SELFIE_FAULT, uploadVideo: VIDEO_FAULT, skipVideo: SKIP_FAULT };

let authorization: string | null = null;
const world = createSandboxWorld(() => authorization);
afterAll(() => world.close());

let phones = 0;
/** A new applicant at the video step (DigiLocker path, everything before it seeded), logged in. */
async function applicantAtVideoStep(options: { skipAllowed: boolean; selfie: boolean }): Promise<void> {
  phones += 1;
  const phone = `98${String(phones).padStart(8, '0')}`;
  await world.api('PUT', `/__sandbox/customers/${phone}`, {
    tncAccepted: true,
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
      line2: 'HAL 2nd Stage',
      landmark: 'Near metro',
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
    videoVerificationSkipAllowedByUser: options.skipAllowed,
  });
  const { sessionId } = await world.api<{ sessionId: string }>('POST', '/v1/session/create', sessionCreateBody);
  await world.api('POST', '/v2/customer/login', { phone, sessionId });
  const { otp } = await world.api<{ otp: string }>('GET', `/__sandbox/otp/${phone}`);
  const token = await world.api<{ tokenType: string; accessToken: string }>('POST', '/v2/customer/otp', {
    otp,
    sessionId,
  });
  authorization = `${token.tokenType} ${token.accessToken}`;
  const home = await world.api<HomeResponse>('GET', '/v1/home', undefined, authorization);
  expect(home.application.nextAction).toBe('videoVerification');
  if (options.selfie) await runReal(real.uploadSelfie, { applicationId: APPLICATION_ID, photo });
}

const real = createVideoVerificationActors(world.client);
const outcomes = new PathOutcomes();
const applicants = new WeakMap<object, Promise<void>>();
const actors = {
  uploadSelfie: arranged(outcomes, 'uploadSelfie', real.uploadSelfie, async (outcome, input) => {
    if (!outcome.done) await world.fault('PATCH', '/v1/customer/face-verification', FAULTS.uploadSelfie);
    return input;
  }),
  uploadVideo: arranged(outcomes, 'uploadVideo', real.uploadVideo, async (outcome, input) => {
    if (!outcome.done) await world.fault('POST', '/v1/idfy/video-verification', FAULTS.uploadVideo);
    return input;
  }),
  skipVideo: arranged(outcomes, 'skipVideo', real.skipVideo, async (outcome, input) => {
    if (!outcome.done) await world.fault('POST', '/v1/idfy/video-verification/skip', FAULTS.skipVideo);
    return input;
  }),
};

/** GET /v1/home as the lender answers it at `status`, with the video switches given. */
function homeAt(status: string, switches: Partial<HomeResponse>): HomeResponse {
  return {
    application: {
      id: APPLICATION_ID,
      status: { value: status, bannerButtonText: 'Complete application' },
      subStatus: null,
      nextAction: 'videoVerification',
      mandateRegistered: false,
      digiLockerVerified: false,
      latestLoanId: null,
      bankInfo: null,
      applicationRejected: false,
    },
    customer: { uuid: 'customer-1' },
    isServiceable: true,
    skipVideoVerification: false,
    videoVerificationSkipAllowedByUser: false,
    videoVerified: false,
    skipBusinessRegistration: false,
    skipBusinessProfileInReferral: false,
    showHigherLimitBanner: false,
    bestApprovedAmount: null,
    percentCompleted: 70,
    videoId: null,
    partners: [],
    creditAccountInfo: null,
    commentsAvailable: false,
    webApprovalBuySectionImage: null,
    webRejectionBuySectionImage: null,
    referAndEarnTncLink: null,
    cards: [],
    esignUrl: null,
    processingFeeDetails: null,
    guarantorDetails: null,
    ediDetails: null,
    welcomeRewardEarned: null,
    ...switches,
  };
}

const inputs: VideoVerificationInput[] = [
  {
    applicationId: APPLICATION_ID,
    home: homeAt('serviceabilityChecked', { videoVerificationSkipAllowedByUser: true }),
    flags: null,
  },
  // Back after a reload with the selfie already uploaded, and no skip allowed.
  {
    applicationId: APPLICATION_ID,
    home: homeAt('selfieUploaded', { videoVerificationSkipAllowedByUser: false }),
    flags: null,
  },
];

type Context = MachineStateContext<typeof videoVerificationMachine>;
const on = (snapshot: AnyMachineSnapshot) => snapshot.context as VideoVerificationContext;

/** Ties the run to its path and its own applicant (made once, on the first state), then checks the screen. */
async function begin({ actor, path }: Context): Promise<void> {
  outcomes.bind(actor, path);
  if (!applicants.has(actor.system)) {
    const input = path.input as VideoVerificationInput;
    const selfie = input.home?.application.status.value === 'selfieUploaded';
    applicants.set(
      actor.system,
      applicantAtVideoStep({ skipAllowed: input.home?.videoVerificationSkipAllowedByUser === true, selfie }),
    );
  }
  await applicants.get(actor.system);
}

function screen(check?: (context: VideoVerificationContext, snapshot: AnyMachineSnapshot) => void) {
  return async (state: Context) => {
    await begin(state);
    const { snapshot } = state;
    expect(routeOf(snapshot)).toBe(ROUTE);
    const context = on(snapshot);
    expect(context.applicationId).toBe(APPLICATION_ID);
    check?.(context, snapshot);
  };
}

const handlers = {
  states: {
    'camera.requesting': screen((context) => {
      expect(context.camera).toBeNull();
      expect(context.photo).toBeNull();
    }),
    'camera.previewing': screen((context) => {
      expect(context.camera).toBe(camera);
      expect(context.selfieUploaded).toBe(false);
      expect(context.photo).toBeNull();
    }),
    'camera.photoCaptured': screen((context) => {
      expect(context.camera).toBe(camera);
      expect(context.photo).toBe(photo);
    }),
    'camera.readyToRecord': screen((context) => {
      expect(context.camera).toBe(camera);
      expect(context.selfieUploaded).toBe(true);
      if (context.error !== null) expect(context.error).toBe(RECORDER_MESSAGE);
    }),
    'camera.recording.capturing': screen((context) => {
      expect(context.camera).toBe(camera);
      expect(context.error).toBeNull();
    }),
    'camera.recording.finishing': screen((context) => {
      expect(context.video).toBeNull();
    }),
    cameraDenied: screen((context) => {
      expect(context.camera).toBeNull();
      expect(context.cameraProblem).toBe('denied');
    }),
    uploadingSelfie: screen((context) => {
      expect(context.photo).toBe(photo);
      expect(context.selfieUploaded).toBe(false);
      expect(context.error).toBeNull();
    }),
    selfieFailed: screen((context) => {
      expect(context.error).toBe(FAULTS.uploadSelfie);
      expect(context.photo).toBe(photo);
    }),
    uploadingVideo: screen((context) => {
      expect(context.video).toBe(video);
      expect(context.selfieUploaded).toBe(true);
      expect(context.camera).toBeNull();
    }),
    videoFailed: screen((context) => {
      expect(context.error).toBe(FAULTS.uploadVideo);
    }),
    skipping: screen((context) => {
      expect(context.skipAllowed).toBe(true);
      // Only the clip may be skipped: the selfie is in first.
      expect(context.selfieUploaded).toBe(true);
      expect(context.camera).toBeNull();
    }),
    skipFailed: screen((context) => {
      expect(context.error).toBe(FAULTS.skipVideo);
    }),
    done: async (state: Context) => {
      await begin(state);
      const { snapshot } = state;
      expect(snapshot.status).toBe('done');
      expect(routeOf(snapshot)).toBeNull();
      // The lender's own answer: a verified video leads to the review, a skip is recorded.
      const { application } = snapshot.output as VideoVerificationAnswer;
      if (application.status === 'videoVerified') expect(application.nextAction).toBe('review');
      else expect(application.subStatus).toBe('videoVerificationSkipped');
    },
  },
  events: {
    CAMERA_READY: sendEvent,
    CAMERA_FAILED: sendEvent,
    CAPTURE_PHOTO: sendEvent,
    RETAKE: sendEvent,
    USE_PHOTO: sendEvent,
    START_RECORDING: sendEvent,
    VIDEO_RECORDED: sendEvent,
    RECORDING_FAILED: sendEvent,
    PHOTO_CHOSEN: sendEvent,
    VIDEO_CHOSEN: sendEvent,
    RETRY: sendEvent,
    RECORD_AGAIN: sendEvent,
    SKIP: sendEvent,
    CANCEL_SKIP: sendEvent,
  },
} satisfies MachineHandlers<typeof videoVerificationMachine>;

function serializeState(snapshot: AnyMachineSnapshot): string {
  const context = on(snapshot);
  return JSON.stringify({ value: snapshot.value, selfie: context.selfieUploaded, skip: context.skipAllowed });
}

runMachinePaths(videoVerificationMachine, handlers, {
  events: videoVerificationEvents,
  inputs,
  serializeState,
  actors,
  name: 'videoVerification',
});

// What the plan cannot see: the invoked camera and recorder are browser actors the machine
// talks to. With stand-ins that record what they are told, the clip ends after exactly
// clipLength on the simulated clock, and the camera closes whenever the machine lets go of it.
describe('videoVerification with its camera and recorder', () => {
  function harness() {
    const log: string[] = [];
    const clock = new SimulatedClock();
    const machine = videoVerificationMachine.provide({
      actors: {
        camera: fromCallback<RecorderCommand, void>(({ sendBack }) => {
          log.push('camera opened');
          sendBack({ type: 'CAMERA_READY', camera });
          return () => log.push('camera closed');
        }),
        recordVideo: fromCallback<RecorderCommand, { camera: CameraHandle }>(({ receive, sendBack, input }) => {
          log.push(input.camera === camera ? 'recording the camera' : 'recording something else');
          receive((command) => {
            log.push(`recorder told ${command.type}`);
            sendBack({ type: 'VIDEO_RECORDED', video });
          });
        }),
        uploadSelfie: fromPromise(async () => AFTER_SELFIE),
        uploadVideo: fromPromise<VideoVerificationAnswer, { applicationId: string; video: Blob }>(async ({ input }) => {
          log.push(`uploaded ${input.video.type}`);
          return AFTER_VIDEO;
        }),
      },
    });
    const actor = createActor(machine, {
      clock,
      input: { applicationId: APPLICATION_ID, home: homeAt('selfieUploaded', {}), flags: null },
    });
    return { actor, clock, log };
  }

  it('records for clipLength, then uploads the clip with the camera closed', async () => {
    const { actor, clock, log } = harness();
    actor.start();
    expect(actor.getSnapshot().matches({ camera: 'readyToRecord' })).toBe(true);
    actor.send({ type: 'START_RECORDING' });
    clock.increment(CLIP_LENGTH_MS - 1);
    expect(actor.getSnapshot().matches({ camera: { recording: 'capturing' } })).toBe(true);
    expect(log).not.toContain('recorder told STOP');
    clock.increment(1);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(log).toEqual([
      'camera opened',
      'recording the camera',
      'recorder told STOP',
      'camera closed',
      'uploaded video/webm',
    ]);
  });

  it('closes the camera when the parent stops the check midway', () => {
    const { actor, log } = harness();
    actor.start();
    actor.stop();
    expect(log).toEqual(['camera opened', 'camera closed']);
  });

  it('words a failure with the server message, else a fallback', () => {
    expect(videoErrorMessage(new Error(FAULTS.uploadVideo))).toBe(FAULTS.uploadVideo);
    expect(videoErrorMessage('no message')).toBe(VIDEO_FALLBACK_MESSAGE);
  });

  it('tells a refused camera from a missing one', () => {
    expect(cameraProblemOf({ name: 'NotAllowedError' })).toBe('denied');
    expect(cameraProblemOf({ name: 'NotFoundError' })).toBe('missing');
    expect(cameraProblemOf(new Error('boom'))).toBe('failed');
  });
});
