import type { SnapshotFrom } from 'xstate';
import type { guarantorMachine } from '../../../../machines/guarantor/guarantor.machine.ts';

export type GuarantorSnapshot = SnapshotFrom<typeof guarantorMachine>;
