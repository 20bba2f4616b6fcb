import type { ReactNode } from 'react';
import { Loader } from '../../../ui/index.ts';
import { PageFrame } from '../../../screens/PageFrame.tsx';
import { RetryRead } from '../../../kit/ways.tsx';
import { BackToDashboard } from './BackToDashboard.tsx';
import type { DashboardPageViewProps } from './DashboardPage.tsx';

interface ReadFirstProps extends DashboardPageViewProps {
  /** The page's heading while it reads. */
  title: string;
  /** The page's read failed: `failedTitle`, the reason, Retry and the way back to the dashboard. */
  failed: boolean;
  failedTitle: string;
  /** The page once read; null while it reads. */
  children: ReactNode;
}

/** A dashboard page that reads before it shows anything: the loader, or Retry when the read failed. */
export function ReadFirst({ actor, snapshot, title, failed, failedTitle, children }: ReadFirstProps) {
  if (failed) {
    return (
      <RetryRead actor={actor} title={failedTitle} error={snapshot.context.problem}>
        <BackToDashboard />
      </RetryRead>
    );
  }
  return (
    children ?? (
      <PageFrame title={title} busy>
        <Loader />
      </PageFrame>
    )
  );
}
