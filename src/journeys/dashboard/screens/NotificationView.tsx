import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { notificationsView, type NotificationItem } from '../pages-projection.ts';
import { Button, VisuallyHidden } from '../../../ui/index.ts';
import { Actions, PageFrame } from '../../../screens/PageFrame.tsx';
import { BackToDashboard } from './BackToDashboard.tsx';
import { ReadFirst } from './ReadFirst.tsx';
import { DashboardPage, type DashboardPageViewProps } from './DashboardPage.tsx';
import * as styles from './dashboard.css.ts';

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

function Notifications({ actor, snapshot }: DashboardPageViewProps) {
  const back = <BackToDashboard />;
  let view: ReactNode = null;
  if (snapshot.matches({ notifications: 'empty' })) {
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
  return (
    <ReadFirst
      actor={actor}
      snapshot={snapshot}
      title="Notifications"
      failed={snapshot.matches({ notifications: 'failed' })}
      failedTitle="We could not load your notifications"
    >
      {view}
    </ReadFirst>
  );
}

/** Notifications (§2 /dashboard/notification): the customer's notifications, newest first. */
export default function NotificationView() {
  return <DashboardPage>{(props) => <Notifications {...props} />}</DashboardPage>;
}
