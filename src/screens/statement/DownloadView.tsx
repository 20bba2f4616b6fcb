import { Button, DateText, Loader } from '../../ui/index.ts';
import { Actions, PageFrame } from '../PageFrame.tsx';
import type { StatementViewProps } from './statement-snapshot.ts';
import * as styles from './statement.css.ts';

/** Download Statement: the period's PDF being made, saved under its name, or the lender's reason. */
export function DownloadView({ actor, snapshot }: StatementViewProps) {
  const { context } = snapshot;
  const period = (
    <>
      <DateText value={context.period.from} /> to <DateText value={context.period.to} />
    </>
  );
  const back = (
    <Button type="button" variant="secondary" fullWidth onClick={() => actor.send({ type: 'BACK' })}>
      Back to the statement
    </Button>
  );
  if (snapshot.matches({ download: 'failed' })) {
    return (
      <PageFrame title="We could not download your statement" error={context.error}>
        <Actions>
          <Button type="button" fullWidth onClick={() => actor.send({ type: 'RETRY' })}>
            Retry
          </Button>
          {back}
        </Actions>
      </PageFrame>
    );
  }
  if (snapshot.matches({ download: 'saved' })) {
    return (
      <PageFrame title="Your statement is downloaded" lead={<>Your statement for {period} is saved as a PDF.</>}>
        <p className={styles.note}>File name: {context.savedAs}</p>
        <Actions>
          <Button type="button" fullWidth onClick={() => actor.send({ type: 'DOWNLOAD' })}>
            Download again
          </Button>
          {back}
        </Actions>
      </PageFrame>
    );
  }
  return (
    <PageFrame title="Preparing your statement" lead={<>The statement for {period}.</>} busy>
      <Loader />
    </PageFrame>
  );
}
