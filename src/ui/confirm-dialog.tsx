/**
 * Confirmation before destructive actions. Mount `<ConfirmHost />` once (the app shell does); then
 * `await confirmDialog()` resolves `true` when the user confirms. Defaults to the spec's delete texts
 * ('Are you sure?' / 'Do you really want to delete these records?').
 */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { proxy, ref, useSnapshot } from 'valtio';
import { Button, type ButtonVariant } from './button';
import { Modal } from './modal';

export type ConfirmOptions = {
  title?: ReactNode;
  message?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  variant?: ButtonVariant;
};

type Pending = { options: ConfirmOptions; resolve: (ok: boolean) => void };

const confirmState = proxy<{ pending: Pending | null }>({ pending: null });

/** Opens the dialog; resolves `true` on confirm, `false` on cancel, Escape or backdrop click. */
export function confirmDialog(options: ConfirmOptions = {}): Promise<boolean> {
  confirmState.pending?.resolve(false);
  return new Promise((resolve) => {
    confirmState.pending = ref({ options, resolve });
  });
}

function settle(ok: boolean) {
  const pending = confirmState.pending;
  confirmState.pending = null;
  pending?.resolve(ok);
}

/** Renders the dialog requested by {@link confirmDialog}. */
export function ConfirmHost() {
  const { pending } = useSnapshot(confirmState);
  // `pending` is held with ref(), so the snapshot returns the original (non-proxied) options.
  const options = (pending?.options ?? {}) as ConfirmOptions;
  return (
    <Modal
      open={pending !== null}
      onClose={() => settle(false)}
      size="sm"
      title={options.title ?? <Trans>Are you sure?</Trans>}
      footer={
        <>
          <Button variant="outline" onClick={() => settle(false)}>
            {options.cancelLabel ?? <Trans>Batal</Trans>}
          </Button>
          <Button variant={options.variant ?? 'danger'} onClick={() => settle(true)} autoFocus>
            {options.confirmLabel ?? <Trans>Ya, hapus</Trans>}
          </Button>
        </>
      }
    >
      <p className="kk-confirm__message">
        {options.message ?? <Trans>Do you really want to delete these records?</Trans>}
      </p>
    </Modal>
  );
}
