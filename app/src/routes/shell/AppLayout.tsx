import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { CreditsBadge, Header, NotificationCenter, UserMenu, type HeaderNavItem } from '@storyloom/ui';
import { useStores } from '../../stores/StoresContext.tsx';
import * as styles from '../RootLayout.css.ts';
import { HeaderThemeToggle } from './HeaderThemeToggle.tsx';
import { useNow } from './useNow.ts';

export const ACCOUNT_SETTINGS_SOON = 'Account settings coming soon!';

const Credits = observer(function Credits() {
  const { credits } = useStores();
  // Only once the balance has loaded (spec 000 §2: shown while authenticated and the balance is known).
  if (credits.balance === null) return null;
  return <CreditsBadge balance={credits.balance} buyHref="/app/pricing" />;
});

const Notifications = observer(function Notifications() {
  const { notifications, clock } = useStores();
  const now = useNow(clock);
  return (
    <NotificationCenter
      notifications={notifications.notifications.slice()}
      unreadCount={notifications.unreadCount}
      total={notifications.total}
      now={now}
      status={notifications.status}
      onOpen={(notification) => void notifications.open(notification)}
      onMarkRead={(id) => void notifications.markRead(id)}
      onDelete={(id) => void notifications.remove(id)}
      onMarkAllRead={() => void notifications.markAllRead()}
      onClearOld={() => void notifications.clearOld()}
      onClearAll={() => void notifications.clear()}
      onRetry={() => void notifications.load()}
      newIds={notifications.newIds}
    />
  );
});

const Account = observer(function Account() {
  const { auth, toasts } = useStores();
  const navigate = useNavigate();
  return (
    <UserMenu
      email={auth.user?.email ?? null}
      onBuyCredits={() => void navigate('/app/pricing')}
      onBillingHistory={() => void navigate('/app/billing-history')}
      onAccountSettings={() => toasts.info(ACCOUNT_SETTINGS_SOON)}
      onSignOut={() => void auth.signOut()}
    />
  );
});

function currentNavItem(pathname: string): HeaderNavItem | null {
  if (pathname.startsWith('/app/gallery')) return 'gallery';
  if (pathname.startsWith('/app/discover')) return 'discover';
  return null;
}

/** Every page under /app (behind the sign-in guard): the app header, then the page. */
export const AppLayout = observer(function AppLayout() {
  const { auth, project, notifications } = useStores();
  const { pathname } = useLocation();

  // The notification centre's list and its live stream, for as long as the signed-in shell is shown.
  useEffect(() => notifications.connect(), [notifications]);

  return (
    <>
      <Header
        current={currentNavItem(pathname)}
        onNewProject={() => void project.newProject()}
        newProjectLoading={project.isCreating}
        onLogout={() => void auth.signOut()}
        creditsBadge={<Credits />}
        notificationCenter={<Notifications />}
        userMenu={<Account />}
        themeToggle={<HeaderThemeToggle />}
      />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
});
