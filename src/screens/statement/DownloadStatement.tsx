import { StatementView } from './StatementView.tsx';

/** downloadStatement: the statement chart draws its download (StatementView.tsx). */
export default function DownloadStatement() {
  return <StatementView />;
}
