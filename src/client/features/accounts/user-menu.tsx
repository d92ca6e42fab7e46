import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { accountMessages } from '../../../shared/account-messages.ts';
import type { SessionUser } from '../../../shared/contracts/accounts.ts';
import { initials } from '../../../shared/domain/initials.ts';
import { formatPhone } from '../../../shared/domain/phone.ts';
import { can } from '../../../shared/domain/roles.ts';
import { paths } from '../../../shared/routes.ts';
import { stockAlertScreenMessages } from '../../../shared/stock-alert-messages.ts';
import { Link } from '../../components/ui/link.tsx';
import { RoleBadge } from '../../components/ui/role-badge.tsx';
import { useProfileDialog } from './profile-dialog-store.ts';
import { useSessionStore } from './session-store.ts';

const text = accountMessages.menu;

const itemClass =
  'flex min-h-11 w-full items-center rounded-lg px-3 py-2 text-left text-stone-800 hover:bg-brand-50 focus:bg-brand-50 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-700';

/** The signed-in user's avatar and menu: who they are, and where they may go. */
export function UserMenu({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const fullName = `${user.firstName} ${user.lastName}`;

  const items = () => [
    ...(panel.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
  ];
  const close = (restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      list[(index + step + list.length) % list.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      (event.key === 'Home' ? list[0] : list[list.length - 1])?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const isCustomer = can(user.role, 'profile:edit');
  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-700 text-lg font-bold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {/* Named by the member's name, not the initials it shows (WCAG 2.5.3). */}
        <span aria-hidden="true">{initials(user.firstName, user.lastName)}</span>
        <span className="sr-only">{fullName}</span>
      </button>
      {open ? (
        <div
          ref={panel}
          className="absolute top-full right-0 z-50 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-stone-200 bg-white p-2 shadow-xl"
        >
          <div className="border-b border-stone-200 px-3 pt-2 pb-3">
            <p className="truncate font-bold text-stone-900">{fullName}</p>
            <p className="text-sm text-stone-600">{formatPhone(user.phone)}</p>
            <div className="mt-1.5">
              <RoleBadge
                role={user.role}
                label={user.role === 'customer' ? text.customerBadge : undefined}
              />
            </div>
          </div>
          <div
            id={menuId}
            role="menu"
            aria-label={text.label}
            onKeyDown={onMenuKeyDown}
            className="pt-2"
          >
            {isCustomer ? (
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={itemClass}
                onClick={() => {
                  close(false);
                  useProfileDialog.getState().open();
                }}
              >
                {text.profile}
              </button>
            ) : null}
            {isCustomer ? (
              <Link
                to={paths.orders}
                role="menuitem"
                tabIndex={-1}
                className={itemClass}
                onClick={() => close(false)}
              >
                {text.orders}
              </Link>
            ) : null}
            {isCustomer ? (
              <Link
                to={paths.addressBook}
                role="menuitem"
                tabIndex={-1}
                className={itemClass}
                onClick={() => close(false)}
              >
                {text.addresses}
              </Link>
            ) : null}
            {isCustomer ? (
              <Link
                to={paths.lineLink}
                role="menuitem"
                tabIndex={-1}
                className={itemClass}
                onClick={() => close(false)}
              >
                {text.line}
              </Link>
            ) : null}
            {isCustomer ? (
              <Link
                to={paths.accountPoints}
                role="menuitem"
                tabIndex={-1}
                className={itemClass}
                onClick={() => close(false)}
              >
                {text.points}
              </Link>
            ) : null}
            {isCustomer ? (
              <Link
                to={paths.stockAlerts}
                role="menuitem"
                tabIndex={-1}
                className={itemClass}
                onClick={() => close(false)}
              >
                {stockAlertScreenMessages.menu}
              </Link>
            ) : null}
            {isCustomer ? (
              <Link
                to={paths.accountPrivacy}
                role="menuitem"
                tabIndex={-1}
                className={itemClass}
                onClick={() => close(false)}
              >
                {text.privacy}
              </Link>
            ) : null}
            {can(user.role, 'admin:enter') ? (
              <Link
                to={paths.admin.root}
                role="menuitem"
                tabIndex={-1}
                lang="en"
                className={itemClass}
                onClick={() => close(false)}
              >
                {text.admin}
              </Link>
            ) : null}
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              lang="en"
              className={`${itemClass} text-red-700 hover:bg-red-50 focus:bg-red-50`}
              onClick={() => {
                close(false);
                void useSessionStore.getState().logout();
              }}
            >
              {text.logout}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
