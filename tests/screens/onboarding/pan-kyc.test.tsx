// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { FormStepLoad } from '../../../machines/onboarding/form-step.machine.ts';
import { PanKycForm } from '../../../src/journeys/onboarding/screens/pre-approval/PanKycForm.tsx';
import { INCORRECT_PDF_PASSWORD_MESSAGE } from '../../../src/lib/pdf/index.ts';
import { validatePanKyc } from '../../../rules/onboarding/forms/kyc.ts';
import {
  POSITION,
  axeViolations,
  createStep,
  finishLoad,
  renderInRouter,
  settle,
} from '../../support/screens/step-fixture.tsx';

const ACCEPT = ['application/pdf', 'image/jpeg', 'image/png'];
const MAX = 10 * 1024 * 1024;
const slot = (name: string) => ({ slot: name, accept: ACCEPT, maxBytes: MAX, document: null });
const MANUAL: FormStepLoad = {
  values: {},
  data: { digiLockerVerified: false, holderType: null, panName: null },
  uploads: [slot('addressProofFront'), slot('addressProofBack'), slot('personalId')],
};

const DOCUMENT = {
  id: 'doc-1',
  kind: 'addressProof',
  documentType: 'aadhaar',
  side: 'front',
  fileName: 'aadhaar.pdf',
  size: 48213,
  contentType: 'application/pdf',
  sha256: 'ab',
  uploadedAt: '2026-01-01T00:00:00Z',
};

async function renderStep(load: FormStepLoad = MANUAL) {
  const step = createStep();
  renderInRouter(<PanKycForm step={step.ref} />);
  await finishLoad(step.calls, load);
  return step;
}

const pan = () => screen.getByLabelText('PAN');

describe('KYC step-2: PAN with the §5 key rule', () => {
  it('takes letters in 1-5, digits in 6-9, a letter in 10, upper-cased, at most 10', async () => {
    const user = userEvent.setup();
    const { actor } = await renderStep();
    await user.type(pan(), 'abc1');
    expect(pan()).toHaveValue('ABC');
    await user.type(pan(), 'pvX1234');
    // X at position 6 is refused; the digits fill 6-9.
    expect(pan()).toHaveValue('ABCPV1234');
    await user.type(pan(), '5k');
    expect(pan()).toHaveValue('ABCPV1234K');
    await user.type(pan(), 'Z');
    expect(pan()).toHaveValue('ABCPV1234K');
    expect(actor.getSnapshot().context.values.pan).toBe('ABCPV1234K');
    await user.type(pan(), '{Backspace}');
    expect(pan()).toHaveValue('ABCPV1234');
  });

  it('refuses a letter that would push a digit out of its slot (beforeinput from mobile keyboards)', async () => {
    await renderStep();
    fireEvent.change(pan(), { target: { value: 'ABCDE12' } });
    const input = pan() as HTMLInputElement;
    input.setSelectionRange(2, 2);
    const event = new InputEvent('beforeinput', {
      inputType: 'insertText',
      data: 'Q',
      cancelable: true,
      bubbles: true,
    });
    input.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    input.setSelectionRange(7, 7);
    const digit = new InputEvent('beforeinput', {
      inputType: 'insertText',
      data: '3',
      cancelable: true,
      bubbles: true,
    });
    input.dispatchEvent(digit);
    expect(digit.defaultPrevented).toBe(false);
  });

  it('cleans a paste into a PAN', async () => {
    const user = userEvent.setup();
    await renderStep();
    await user.click(pan());
    await user.paste('PAN: abcpe-1234-f');
    expect(pan()).toHaveValue('ABCPE1234F');
  });

  it('announces the holder type from the 4th character as it is typed', async () => {
    const user = userEvent.setup();
    await renderStep();
    await user.type(pan(), 'ABC');
    expect(screen.queryByText(/Holder type/)).toBeNull();
    await user.type(pan(), 'P');
    expect(screen.getByText('Holder type: Individual')).toBeInTheDocument();
    expect(pan()).toHaveAccessibleDescription('Holder type: Individual');
    await user.type(pan(), '{Backspace}C');
    expect(screen.getByText('Holder type: Company')).toBeInTheDocument();
  });

  it('asks only for the PAN after DigiLocker', async () => {
    await renderStep({ values: {}, data: { digiLockerVerified: true, holderType: null, panName: null }, uploads: [] });
    expect(pan()).toBeInTheDocument();
    expect(screen.queryByLabelText('Address proof type')).toBeNull();
    expect(screen.queryByText('PAN card')).toBeNull();
  });
});

describe('KYC step-2: address proof and uploads', () => {
  it('waits for the document type before a file can be chosen, and uses a numeric keyboard for Aadhaar', async () => {
    const user = userEvent.setup();
    await renderStep();
    const front = screen.getByLabelText('Choose file for Address proof, front side');
    expect(front).toBeDisabled();
    expect(front).toHaveAttribute('accept', expect.stringContaining('application/pdf'));
    expect(screen.getAllByText('Choose the address proof type first.')).toHaveLength(2);
    expect(screen.getByLabelText('Choose file for PAN card')).toBeEnabled();
    await user.selectOptions(screen.getByLabelText('Address proof type'), 'aadhaar');
    expect(front).toBeEnabled();
    expect(screen.getByLabelText('Document number')).toHaveAttribute('inputmode', 'numeric');
  });

  it('unlocks a password-protected PDF through the prompt, then uploads it with its type and side', async () => {
    const user = userEvent.setup();
    const { calls, actor } = await renderStep();
    await user.selectOptions(screen.getByLabelText('Address proof type'), 'aadhaar');
    const locked = new File(['%PDF-1.7 locked'], 'aadhaar.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Choose file for Address proof, front side'), locked);
    const front = screen.getByRole('group', { name: 'Address proof, front side' });
    expect(within(front).getByRole('status')).toHaveTextContent('Checking the file…');
    const inspect = calls.next('inspect');
    expect(inspect.input).toMatchObject({ file: locked, maxBytes: MAX });
    await act(async () => inspect.resolve({ passwordProtected: true }));

    const dialog = await screen.findByRole('dialog', { name: 'This PDF is password protected' });
    const unlock = within(dialog).getByRole('button', { name: 'Unlock' });
    expect(unlock).toBeDisabled();
    await user.type(within(dialog).getByLabelText('PDF password'), 'wrong');
    await user.click(unlock);
    expect(unlock).toHaveAttribute('aria-busy', 'true');
    await act(async () => calls.next('unlock').reject(new Error(INCORRECT_PDF_PASSWORD_MESSAGE)));
    expect(await within(dialog).findByText('Incorrect password. Please enter correct password')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('PDF password'));
    await user.type(within(dialog).getByLabelText('PDF password'), 'ABCPV1990');
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    const unlockCall = calls.next('unlock');
    expect(unlockCall.input).toEqual({ file: locked, password: 'ABCPV1990' });
    const unlocked = new File(['%PDF-1.7 images'], 'aadhaar.pdf', { type: 'application/pdf' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    await act(async () => unlockCall.resolve(unlocked));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(front).getByRole('status')).toHaveTextContent('Uploading…');

    const upload = calls.next('upload');
    expect(upload.input).toMatchObject({
      slot: 'addressProofFront',
      file: unlocked,
      query: { documentType: 'aadhaar', side: 'front' },
    });
    await act(async () => upload.resolve(DOCUMENT));
    expect(await within(front).findByText('Uploaded: aadhaar.pdf (47 KB)')).toBeInTheDocument();
    expect(actor.getSnapshot().context.documents.addressProofFront).toEqual(DOCUMENT);

    await user.click(within(front).getByRole('button', { name: 'Remove Address proof, front side' }));
    expect(within(front).getByLabelText('Choose file for Address proof, front side')).toBeEnabled();
    expect(actor.getSnapshot().context.documents.addressProofFront).toBeNull();
  });

  it('cancelling the password prompt drops the file', async () => {
    const user = userEvent.setup();
    const { calls } = await renderStep();
    await user.upload(
      screen.getByLabelText('Choose file for PAN card'),
      new File(['%PDF'], 'pan.pdf', { type: 'application/pdf' }),
    );
    await act(async () => calls.next('inspect').resolve({ passwordProtected: true }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Choose file for PAN card')).toBeEnabled();
  });

  it('shows why a file was refused, and a failed upload with Retry', async () => {
    const user = userEvent.setup();
    const { calls } = await renderStep();
    const personalId = screen.getByRole('group', { name: 'PAN card' });
    await user.upload(
      screen.getByLabelText('Choose file for PAN card'),
      new File(['x'], 'pan.png', { type: 'image/png' }),
    );
    await act(async () => calls.next('inspect').reject(new Error('The file must be 10 MB or smaller.')));
    expect(await within(personalId).findByRole('alert')).toHaveTextContent('The file must be 10 MB or smaller.');

    await user.upload(
      screen.getByLabelText('Choose file for PAN card'),
      new File(['x'], 'pan.png', { type: 'image/png' }),
    );
    expect(within(personalId).queryByRole('alert')).toBeNull();
    await act(async () => calls.next('inspect').resolve({ passwordProtected: false }));
    const upload = calls.next('upload');
    expect(upload.input).toMatchObject({ query: { documentType: 'panCard' } });
    await act(async () =>
      upload.reject(new Error('Apologies! Currently we are experiencing heavy load. Please try again in sometime!')),
    );
    expect(await within(personalId).findByRole('alert')).toHaveTextContent('experiencing heavy load');
    await user.click(within(personalId).getByRole('button', { name: 'Retry upload' }));
    expect(calls.count('upload')).toBe(2);
    expect(within(personalId).getByRole('status')).toHaveTextContent('Uploading…');
  });

  it('shows step errors on slots and fields, and saves busy', async () => {
    const user = userEvent.setup();
    const step = createStep({
      validate: ({ values, documents }) => validatePanKyc(values, documents, false),
    });
    renderInRouter(<PanKycForm step={step.ref} />);
    await finishLoad(step.calls, MANUAL);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please enter your PAN')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'PAN card' })).getByRole('alert')).toHaveTextContent(
      'Please upload this document',
    );
    expect(screen.getByText('Please choose your address proof')).toBeInTheDocument();
    await settle();
    expect(await axeViolations()).toEqual([]);
    await user.type(pan(), 'ABCPV1234K');
    await user.selectOptions(screen.getByLabelText('Address proof type'), 'voterId');
    await user.type(screen.getByLabelText('Document number'), 'abc1234567');
    act(() => {
      step.actor.send({ type: 'UPLOAD_CHANGED', slot: 'addressProofFront', document: DOCUMENT });
      step.actor.send({ type: 'UPLOAD_CHANGED', slot: 'personalId', document: { ...DOCUMENT, kind: 'personalId' } });
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
    const save = step.calls.next('save');
    expect(save.input).toMatchObject({
      values: { pan: 'ABCPV1234K', addressProofType: 'voterId', addressProofNumber: 'ABC1234567' },
    });
    await act(async () => save.resolve({ application: { ...POSITION, nextAction: 'personalAddress' } }));
    await waitFor(() => expect(step.actor.getSnapshot().status).toBe('done'));
  });

  it('opens already-uploaded documents as uploaded (edit from review)', async () => {
    const step = createStep({ edit: true });
    renderInRouter(<PanKycForm step={step.ref} />);
    await finishLoad(step.calls, {
      values: { pan: 'ABCPV1234K', addressProofType: 'aadhaar' },
      data: { digiLockerVerified: false, holderType: 'Individual', panName: 'ASHA VERMA' },
      uploads: [{ ...slot('addressProofFront'), document: DOCUMENT }, slot('addressProofBack'), slot('personalId')],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit KYC details' })).toBeInTheDocument();
    expect(screen.getByText('Uploaded: aadhaar.pdf (47 KB)')).toBeInTheDocument();
    expect(screen.getByText('Name on your PAN: ASHA VERMA')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/signup/pre-approval/review');
  });
});
