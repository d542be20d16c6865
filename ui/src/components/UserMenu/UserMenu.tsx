import { CreditCard, LogOut, Receipt, Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Menu, type MenuItem } from '../Menu/Menu.tsx';
import * as styles from './UserMenu.css.ts';

export type UserMenuProps = {
  /** The signed-in user's e-mail; without one the avatar shows 'U'. */
  email?: string | null;
  onBuyCredits: () => void;
  onBillingHistory: () => void;
  /** The app only shows the toast 'Account settings coming soon!'. */
  onAccountSettings: () => void;
  onSignOut: () => void;
};

/** The menu's items, in order, with the spec's labels. */
export const userMenuItems = ['Buy Credits', 'Billing History', 'Account Settings', 'Sign out'] as const;
export type UserMenuItem = (typeof userMenuItems)[number];

/** 'mia@example.com' → { name: 'mia', domain: '@example.com' }; an e-mail without '@' is all name. */
export function splitEmail(email: string): { name: string; domain: string } {
  const at = email.lastIndexOf('@');
  return at <= 0 ? { name: email, domain: '' } : { name: email.slice(0, at), domain: email.slice(at) };
}

/** The header's account menu: the avatar and the e-mail (name part and domain) open Buy Credits … Sign out. */
export function UserMenu({ email, onBuyCredits, onBillingHistory, onAccountSettings, onSignOut }: UserMenuProps) {
  const address = email?.trim() || null;
  const parts = address ? splitEmail(address) : null;
  const actions: Record<UserMenuItem, () => void> = {
    'Buy Credits': onBuyCredits,
    'Billing History': onBillingHistory,
    'Account Settings': onAccountSettings,
    'Sign out': onSignOut,
  };
  const icons: Record<UserMenuItem, ReactNode> = {
    'Buy Credits': <CreditCard className={styles.itemIcon} />,
    'Billing History': <Receipt className={styles.itemIcon} />,
    'Account Settings': <Settings className={styles.itemIcon} />,
    'Sign out': <LogOut className={styles.itemIcon} />,
  };

  const items: MenuItem[] = [
    ...(address
      ? [
          {
            type: 'header' as const,
            id: 'signed-in-as',
            content: (
              <span className={styles.signedInAs}>
                Signed in as <span className={styles.signedInEmail}>{address}</span>
              </span>
            ),
          },
          { type: 'separator' as const, id: 'after-header' },
        ]
      : []),
    ...userMenuItems.slice(0, 3).map((label) => ({ id: label, label, icon: icons[label] })),
    { type: 'separator', id: 'before-sign-out' },
    { id: 'Sign out', label: 'Sign out', icon: icons['Sign out'] },
  ];

  return (
    <Menu
      align="end"
      trigger={
        <>
          <Avatar email={address} size="sm" />
          {/* Named by its content, 'Account menu, mia@example.com': what is seen (the e-mail) is what is heard. */}
          <span className={styles.visuallyHidden}>{address ? 'Account menu,' : 'Account menu'}</span>
          {parts ? (
            <>
              {' '}
              {/* Inline parts on two lines (not blocks), so the visible text reads 'mia@example.com' as one. */}
              <span className={styles.identity}>
                <span className={styles.name}>{parts.name}</span>
                {parts.domain ? (
                  <>
                    <br />
                    <span className={styles.domain}>{parts.domain}</span>
                  </>
                ) : null}
              </span>
            </>
          ) : null}
        </>
      }
      items={items}
      onSelect={(id) => actions[id as UserMenuItem]?.()}
    />
  );
}
