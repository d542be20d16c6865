import { Compass, Images, LogOut, Menu as MenuIcon, Plus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Link } from '../LinkProvider/LinkProvider.tsx';
import { Logo } from '../Logo/Logo.tsx';
import * as styles from './Header.css.ts';
import * as bar from './HeaderBar.css.ts';
import { PublicHeader } from './PublicHeader.tsx';

export const headerVariants = ['signedIn', 'signedOut'] as const;
export type HeaderVariant = (typeof headerVariants)[number];

/** The header's navigation links; `current` marks the page the user is on. */
export const headerNavItems = ['gallery', 'discover'] as const;
export type HeaderNavItem = (typeof headerNavItems)[number];

export type HeaderProps = {
  /** `signedOut` (the landing page): no navigation, Sign In and Get Started. */
  variant?: HeaderVariant;
  /** Where the logo goes (default /app signed in, / signed out). */
  homeHref?: string;
  galleryHref?: string;
  discoverHref?: string;
  /** The nav link of the page being shown (`aria-current="page"`). */
  current?: HeaderNavItem | null;
  onNewProject?: () => void;
  /** A project is being created: New Project spins and ignores clicks. */
  newProjectLoading?: boolean;
  /** Logout, in the phones' menu (wider screens sign out through the user menu). */
  onLogout?: () => void;
  /** Slots the app fills with its wired components. */
  creditsBadge?: ReactNode;
  notificationCenter?: ReactNode;
  userMenu?: ReactNode;
  themeToggle?: ReactNode;
  signInHref?: string;
  getStartedHref?: string;
};

const navLabels: Record<HeaderNavItem, string> = { gallery: 'Gallery', discover: 'Discover' };

/**
 * The sticky app header: logo, Gallery and Discover, New Project, and slots for the credits badge, notification
 * centre, user menu and theme toggle. Below the tablet breakpoint the navigation collapses into a menu button
 * whose panel holds Gallery, Discover, New Project and Logout (and the theme toggle, for room). Signed out it shows
 * Sign In and Get Started instead.
 */
export function Header({
  variant = 'signedIn',
  homeHref = variant === 'signedIn' ? '/app' : '/',
  galleryHref = '/app/gallery',
  discoverHref = '/app/discover',
  current = null,
  onNewProject,
  newProjectLoading = false,
  onLogout,
  creditsBadge,
  notificationCenter,
  userMenu,
  themeToggle,
  signInHref = '/login',
  getStartedHref = '/signup',
}: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const hrefs: Record<HeaderNavItem, string> = { gallery: galleryHref, discover: discoverHref };

  // While the phones' menu is open: Escape closes it (focus back on the button), a press outside the header too.
  useEffect(() => {
    const root = rootRef.current;
    if (!menuOpen || !root) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // Only from the menu: an Escape in another of the header's popups is that popup's own.
      const target = event.target as Node;
      if (target !== menuButtonRef.current && !document.getElementById(panelId)?.contains(target)) return;
      event.preventDefault();
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!root.contains(event.target as Node)) setMenuOpen(false);
    };
    root.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [menuOpen, panelId]);

  if (variant === 'signedOut') {
    return <PublicHeader homeHref={homeHref} themeToggle={themeToggle} signInHref={signInHref} getStartedHref={getStartedHref} />;
  }

  const closeMenu = () => setMenuOpen(false);

  return (
    <header ref={rootRef} className={bar.root}>
      <div className={bar.bar}>
        <Logo href={homeHref} wordmark="desktop" />
        <nav className={styles.nav} aria-label="Main">
          <ul className={styles.navList}>
            {headerNavItems.map((item) => (
              <li key={item}>
                <Link href={hrefs[item]} className={styles.navLink} aria-current={current === item ? 'page' : undefined}>
                  {navLabels[item]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          {onNewProject ? (
            <span className={styles.wideOnly}>
              <Button icon={<Plus />} loading={newProjectLoading} onClick={onNewProject}>
                New Project
              </Button>
            </span>
          ) : null}
          {creditsBadge}
          {notificationCenter}
          {themeToggle ? <span className={styles.wideOnly}>{themeToggle}</span> : null}
          {userMenu}
          <span className={styles.phoneOnly}>
            <IconButton
              ref={menuButtonRef}
              variant="secondary"
              label="Menu"
              icon={menuOpen ? <X /> : <MenuIcon />}
              aria-expanded={menuOpen}
              aria-controls={panelId}
              onClick={() => setMenuOpen((open) => !open)}
            />
          </span>
        </div>
      </div>
      <div id={panelId} className={styles.panel} hidden={!menuOpen}>
        <nav aria-label="Main">
          <ul className={styles.panelList}>
            {headerNavItems.map((item) => (
              <li key={item}>
                <Link
                  href={hrefs[item]}
                  className={styles.panelItem}
                  aria-current={current === item ? 'page' : undefined}
                  onClick={closeMenu}
                >
                  {item === 'gallery' ? (
                    <Images className={styles.panelItemIcon} />
                  ) : (
                    <Compass className={styles.panelItemIcon} />
                  )}
                  {navLabels[item]}
                </Link>
              </li>
            ))}
            {onNewProject ? (
              <li>
                <button
                  type="button"
                  className={styles.panelItem}
                  disabled={newProjectLoading}
                  aria-busy={newProjectLoading || undefined}
                  onClick={() => {
                    closeMenu();
                    onNewProject();
                  }}
                >
                  <Plus className={styles.panelItemIcon} />
                  New Project
                </button>
              </li>
            ) : null}
            {onLogout ? (
              <li>
                <button
                  type="button"
                  className={styles.panelItem}
                  onClick={() => {
                    closeMenu();
                    onLogout();
                  }}
                >
                  <LogOut className={styles.panelItemIcon} />
                  Logout
                </button>
              </li>
            ) : null}
          </ul>
        </nav>
        {themeToggle ? (
          <>
            <div className={styles.panelSeparator} />
            <div className={styles.panelTheme}>
              <span>Theme</span>
              {themeToggle}
            </div>
          </>
        ) : null}
      </div>
    </header>
  );
}
