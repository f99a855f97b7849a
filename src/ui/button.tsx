/** Buttons and button-styled links: `primary` (green), `secondary` (navy), `outline`, `ghost`, `danger`. */
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';
import { Spinner } from './spinner';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

type StyleProps = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean };

function classes({ variant = 'primary', size = 'md', block }: StyleProps, extra?: string) {
  return ['kk-btn', `kk-btn--${variant}`, `kk-btn--${size}`, block ? 'kk-btn--block' : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  StyleProps & {
    /** Shows a spinner, disables the button and sets `aria-busy`. */
    loading?: boolean;
    icon?: ReactNode;
  };

/** A button; `type` defaults to `button` so it never submits a form by accident. */
export function Button({
  variant,
  size,
  block,
  loading,
  icon,
  className,
  children,
  disabled,
  type,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={classes({ variant, size, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size={16} /> : icon}
      {children}
    </button>
  );
}

export type ButtonLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & StyleProps & { href: string; icon?: ReactNode };

/** A client-side link that looks like a button. */
export function ButtonLink({ variant, size, block, icon, className, children, href, ...rest }: ButtonLinkProps) {
  return (
    <Link href={href} className={classes({ variant, size, block }, className)} {...rest}>
      {icon}
      {children}
    </Link>
  );
}
