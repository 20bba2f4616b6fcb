import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { SnapshotFrom } from 'xstate';
import { notificationsView, type NotificationItem } from '../../journeys/dashboard/pages-projection.ts';
import { dashboardPagesJourney, type DashboardPagesActorRef } from '../../journeys/dashboard/runtime.ts';
import { JourneyScreen } from '../JourneyScreen.tsx';
import { Button, Loader, VisuallyHidden } from '../../ui/index.ts';
import { Actions, PageFrame, RetryFrame } from '../PageFrame.tsx';
import { BackToDashboard } from './BackToDashboard.tsx';
import * as styles from './dashboard.css.ts';

type Snapshot = SnapshotFrom<DashboardPagesActorRef>;

function Item({ item, canMark, onMark }: { item: NotificationItem; canMark: boolean; onMark: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const wasRead = useRef(item.read);
  // Marking read removes the focused button; focus goes to the notification's heading, not the page's top.
  useEffect(() => {
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (item.read && !wasRead.current && focusLost) heading.current?.focus();
    wasRead.current = item.read;
  }, [item.read]);
  return (
    <li className={styles.payment}>
      <div className={styles.paymentMain}>
        <h2 className={styles.itemTitle} ref={heading} tabIndex={-1}>
          {item.read ? null : <VisuallyHidden>Unread: </VisuallyHidden>}
          {item.title}
        </h2>
        {item.read ? null : (
          <span className={styles.unread} aria-hidden="true">
            New
          </span>
        )}
      </div>
      <p className={styles.itemBody}>{item.body}</p>
      <p className={styles.paymentMeta}>{item.when}</p>
      <div className={styles.links}>
        {item.link ? (
          <Link className={styles.textLink} to={item.link.to}>
            {item.link.label}
          </Link>
        ) : null}
        {item.read ? null : (
          <Button
            variant="link"
            busy={item.marking}
            disabled={!canMark}
            onClick={onMark}
            aria-label={`Mark as read: ${item.title}`}
          >
            Mark as read
          </Button>
        )}
      </div>
    </li>
  );
}

/** Notifications (§2 /dashboard/notification): the customer's notifications, newest first. */
export default function NotificationView() {
  return (
    <JourneyScreen journey={dashboardPagesJourney}>
      {(actor, snapshot) => <NotificationViewScreen actor={actor} snapshot={snapshot} />}
    </JourneyScreen>
  );
}

function NotificationViewScreen({ actor, snapshot }: { actor: DashboardPagesActorRef; snapshot: Snapshot }) {
  const back = <BackToDashboard />;
  let view = (
    <PageFrame title="Notifications" busy>
      <Loader />
    </PageFrame>
  );
  if (snapshot.matches({ notifications: 'failed' })) {
    view = (
      <RetryFrame
        title="We could not load your notifications"
        error={snapshot.context.problem}
        onRetry={() => actor.send({ type: 'RETRY' })}
      >
        {back}
      </RetryFrame>
    );
  } else if (snapshot.matches({ notifications: 'empty' })) {
    view = (
      <PageFrame title="Notifications" lead="You have no notifications yet.">
        <Actions>{back}</Actions>
      </PageFrame>
    );
  } else if (snapshot.matches({ notifications: 'list' })) {
    const list = notificationsView(snapshot.context);
    view = (
      <PageFrame title="Notifications" error={snapshot.context.problem}>
        <p className={styles.note} role="status">
          {list.summary}
        </p>
        <ul className={styles.payments} aria-label="Your notifications">
          {list.items.map((item) => (
            <Item
              key={item.id}
              item={item}
              canMark={snapshot.can({ type: 'MARK_READ', id: item.id })}
              onMark={() => actor.send({ type: 'MARK_READ', id: item.id })}
            />
          ))}
        </ul>
        <Actions>{back}</Actions>
      </PageFrame>
    );
  }
  return <>{view}</>;
}
