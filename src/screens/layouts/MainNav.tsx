import { useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useUnreadNotifications } from '../../journeys/shell/use-unread-notifications.ts';
import { screenAddress } from '../../routes/declared-addresses.ts';
import { isNotAvailable } from '../../routes/not-available.ts';
import type { ScreenName } from '../../routes/screen-names.ts';
import { VisuallyHidden } from '../../ui/index.ts';
import * as styles from './main-nav.css.ts';

// The main app's navigation: a sidebar on desktop listing every place, a bar along the bottom on
// phones with the places used most and "More" for the rest (one nav landmark, placed by CSS).
// A page that is not open yet says so in its link, and its address shows the not-available page.

interface Item {
  label: string;
  to: string;
  /** The screen behind the address, to say when it is not open yet; Help leaves for support. */
  screen?: ScreenName;
  /** Active only on its own address, not its children's (the dashboard's notifications page). */
  end?: boolean;
}

// Paying suppliers is what the line is for (issue 30): it has its own place in the phone's bar.
const PRIMARY: readonly Item[] = [
  { label: 'Dashboard', to: screenAddress('Dashboard'), screen: 'Dashboard', end: true },
  { label: 'Suppliers', to: screenAddress('Suppliers'), screen: 'Suppliers' },
  { label: 'Statement', to: screenAddress('CreditStatement'), screen: 'CreditStatement' },
  { label: 'Notifications', to: screenAddress('NotificationView'), screen: 'NotificationView' },
];

const MORE: readonly Item[] = [
  { label: 'Documents', to: screenAddress('DocumentsData'), screen: 'DocumentsData' },
  { label: 'Rewards', to: screenAddress('Rewards'), screen: 'Rewards' },
  { label: 'Profile', to: screenAddress('MyProfile'), screen: 'MyProfile' },
  { label: 'Settings', to: screenAddress('Setting'), screen: 'Setting' },
  { label: 'Help', to: '/help' },
];

// Above the label on phones, after it on desktop; read after it: "Notifications, 2 unread".
function Unread({ count }: { count: number | null }) {
  if (!count) return null;
  return (
    <span className={styles.badge}>
      <VisuallyHidden>, </VisuallyHidden>
      {count > 99 ? '99+' : count}
      <VisuallyHidden> unread</VisuallyHidden>
    </span>
  );
}

function NavItem({ item, unread }: { item: Item; unread: number | null }) {
  const closed = item.screen !== undefined && isNotAvailable(item.screen);
  return (
    <li className={styles.item}>
      <NavLink to={item.to} end={item.end ?? false} className={styles.link}>
        <span>{item.label}</span>
        {item.screen === 'NotificationView' ? <Unread count={unread} /> : null}
        {/* The comma keeps the two apart for screen readers and copied text: "Suppliers, not open yet". */}
        {closed ? (
          <span className={styles.soon}>
            <VisuallyHidden>, </VisuallyHidden>Not open yet
          </span>
        ) : null}
      </NavLink>
    </li>
  );
}

export function MainNav() {
  const { pathname } = useLocation();
  const unread = useUnreadNotifications(pathname);
  // Open on the address it was opened at: a place chosen from "More" closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const moreOpen = openAt === pathname;
  const moreId = useId();
  const moreButton = useRef<HTMLButtonElement>(null);
  const inMore = MORE.some((item) => pathname.startsWith(item.to));
  return (
    <nav
      aria-label="Main"
      className={styles.nav}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !moreOpen) return;
        setOpenAt(null);
        // Focus was perhaps on a place in the list now hidden: it goes back to the button.
        moreButton.current?.focus();
      }}
    >
      <ul className={styles.list}>
        {PRIMARY.map((item) => (
          <NavItem key={item.to} item={item} unread={unread} />
        ))}
        <li className={`${styles.item} ${styles.moreItem}`}>
          <button
            ref={moreButton}
            type="button"
            className={styles.link}
            aria-expanded={moreOpen}
            aria-controls={moreId}
            data-current={inMore ? '' : undefined}
            onClick={() => setOpenAt(moreOpen ? null : pathname)}
          >
            More
          </button>
        </li>
      </ul>
      <ul id={moreId} className={styles.moreList} data-open={moreOpen ? '' : undefined}>
        {MORE.map((item) => (
          <NavItem key={item.to} item={item} unread={unread} />
        ))}
      </ul>
    </nav>
  );
}
