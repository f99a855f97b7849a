/**
 * An accessible dropdown menu (WAI-ARIA menu button): Enter, Space or ArrowDown opens it on the
 * first item, ArrowUp on the last; arrows, Home and End move; Escape closes and returns focus to
 * the button; Tab or a click outside closes it. Items are links (`href`) or actions (`onSelect`).
 */
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import './dropdown-menu.css';

export type DropdownItem = {
  key: string;
  label: ReactNode;
  href?: string;
  onSelect?: () => void;
  disabled?: boolean;
  icon?: ReactNode;
  /** Marks the current choice (e.g. the active language). */
  current?: boolean;
  danger?: boolean;
};

export type DropdownMenuProps = {
  /** Content of the trigger button. */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is not text. */
  triggerLabel?: string;
  items: readonly DropdownItem[];
  align?: 'start' | 'end';
  /** Extra content above the items (e.g. a heading). */
  header?: ReactNode;
  footer?: ReactNode;
  className?: string;
  triggerClassName?: string;
};

export function DropdownMenu({
  trigger,
  triggerLabel,
  items,
  align = 'end',
  header,
  footer,
  className,
  triggerClassName,
}: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const focusTarget = useRef<'first' | 'last' | null>(null);

  const menuItems = useCallback(
    () =>
      Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? []),
    [],
  );

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const list = menuItems();
    const target = focusTarget.current === 'last' ? list[list.length - 1] : list[0];
    if (focusTarget.current) target?.focus();
    focusTarget.current = null;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, menuItems, close]);

  const openWith = (target: 'first' | 'last' | null) => {
    if (open && target) {
      // Already open (e.g. opened by a click): move into the menu right away.
      const list = menuItems();
      (target === 'last' ? list[list.length - 1] : list[0])?.focus();
      return;
    }
    focusTarget.current = target;
    setOpen(true);
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openWith('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openWith('last');
    }
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = menuItems();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (i: number) => list[(i + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(index < 0 ? list.length - 1 : index - 1);
        break;
      case 'Home':
        event.preventDefault();
        move(0);
        break;
      case 'End':
        event.preventDefault();
        move(list.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
        break;
    }
  };

  const select = (item: DropdownItem) => {
    if (item.disabled) return;
    close(true);
    item.onSelect?.();
  };

  return (
    <div ref={rootRef} className={['kk-dropdown', className ?? ''].filter(Boolean).join(' ')}>
      <button
        ref={buttonRef}
        type="button"
        className={['kk-dropdown__trigger', triggerClassName ?? ''].filter(Boolean).join(' ')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={triggerLabel}
        onClick={() => (open ? close(false) : openWith(null))}
        onKeyDown={onButtonKey}
      >
        {trigger}
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={triggerLabel}
          className={`kk-dropdown__menu kk-dropdown__menu--${align}`}
          onKeyDown={onMenuKey}
        >
          {header ? <div className="kk-dropdown__header">{header}</div> : null}
          {items.map((item) => {
            const cls = [
              'kk-dropdown__item',
              item.danger ? 'kk-dropdown__item--danger' : '',
              item.current ? 'kk-dropdown__item--current' : '',
            ]
              .filter(Boolean)
              .join(' ');
            const content = (
              <>
                {item.icon ? <span className="kk-dropdown__icon">{item.icon}</span> : null}
                <span className="kk-dropdown__label">{item.label}</span>
                {item.current ? (
                  <svg className="kk-dropdown__check" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
                    <path
                      d="M3 8.5l3 3L13 4.5"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                    />
                  </svg>
                ) : null}
              </>
            );
            if (item.href && !item.disabled) {
              return (
                <Link
                  key={item.key}
                  href={item.href}
                  role="menuitem"
                  tabIndex={-1}
                  className={cls}
                  onClick={() => select(item)}
                >
                  {content}
                </Link>
              );
            }
            return (
              <button
                key={item.key}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={cls}
                aria-disabled={item.disabled || undefined}
                aria-current={item.current || undefined}
                onClick={() => select(item)}
              >
                {content}
              </button>
            );
          })}
          {footer ? <div className="kk-dropdown__footer">{footer}</div> : null}
        </div>
      ) : null}
    </div>
  );
}
