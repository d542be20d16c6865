import { observer } from 'mobx-react-lite';
import { Link, Outlet } from 'react-router';
import { ThemeToggle } from '@storyloom/ui';
import { useStores } from '../stores/StoresContext.tsx';
import { LogoMark } from './LogoMark.tsx';
import * as styles from './RootLayout.css.ts';

const HeaderThemeToggle = observer(function HeaderThemeToggle() {
  const { theme } = useStores();
  return <ThemeToggle mode={theme.mode} onToggle={theme.toggle} />;
});

export function RootLayout() {
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link to="/" className={styles.logo}>
            <LogoMark className={styles.logoMark} />
            Storyloom
          </Link>
          <HeaderThemeToggle />
        </div>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <p>Storyloom · illustrated, narrated stories made from your photos.</p>
          <p>Made for bedtime, and for every story worth telling.</p>
        </div>
      </footer>
    </div>
  );
}
