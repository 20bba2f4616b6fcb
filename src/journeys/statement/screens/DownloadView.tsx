import { DateText, Loader } from '../../../ui/index.ts';
import { PageFrame } from '../../../screens/PageFrame.tsx';
import { RetryRead, Ways, type Way } from '../../../kit/ways.tsx';
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
  const back: Way = {
    label: 'Back to the statement',
    variant: 'secondary',
    onClick: () => actor.send({ type: 'BACK' }),
  };
  if (snapshot.matches({ download: 'failed' })) {
    return <RetryRead actor={actor} title="We could not download your statement" error={context.error} ways={[back]} />;
  }
  if (snapshot.matches({ download: 'saved' })) {
    return (
      <PageFrame title="Your statement is downloaded" lead={<>Your statement for {period} is saved as a PDF.</>}>
        <p className={styles.note}>File name: {context.savedAs}</p>
        <Ways ways={[{ label: 'Download again', onClick: () => actor.send({ type: 'DOWNLOAD' }) }, back]} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title="Preparing your statement" lead={<>The statement for {period}.</>} busy>
      <Loader />
    </PageFrame>
  );
}
