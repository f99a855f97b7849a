/**
 * Drafts and publishing of chapters, topics and materials: the status badge, the publish / back-to-draft
 * button (students and mentors see only published content), and the "preview as student" link.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import type { ContentStatus } from '../../../api/contracts/admin-content';
import { getErrorMessage } from '../../api-client';
import { paths } from '../../config/paths';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';

const changedToast: Record<ContentStatus, MessageDescriptor> = {
  published: msg`Diterbitkan: siswa sekarang melihatnya.`,
  draft: msg`Dijadikan draf: siswa tidak lagi melihatnya.`,
};

export function StatusBadge({ status }: { status: ContentStatus | undefined }) {
  return status === 'draft' ? (
    <span className="kk-admin__badge kk-admin__badge--yellow">
      <Trans>Draf</Trans>
    </span>
  ) : (
    <span className="kk-admin__badge kk-admin__badge--green">
      <Trans>Terbit</Trans>
    </span>
  );
}

/** Publishes a draft or takes a published record back to draft, through `save` (the record's PUT). */
export function PublishButton(props: {
  status: ContentStatus | undefined;
  name: string;
  save: (body: { status: ContentStatus }) => Promise<unknown>;
  /** `md` beside the material screen's other header actions, `sm` in table rows. */
  size?: 'sm' | 'md';
}) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const next: ContentStatus = props.status === 'draft' ? 'published' : 'draft';
  const toggle = async () => {
    setBusy(true);
    try {
      await props.save({ status: next });
      toast.success(i18n._(changedToast[next]));
    } catch (error) {
      toast.error(getErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size={props.size ?? 'sm'}
      variant={next === 'published' ? 'primary' : 'outline'}
      onClick={() => void toggle()}
      disabled={busy}
      aria-label={next === 'published' ? t`Terbitkan ${props.name}` : t`Jadikan draf ${props.name}`}
    >
      {next === 'published' ? <Trans>Terbitkan</Trans> : <Trans>Jadikan draf</Trans>}
    </Button>
  );
}

/** Opens the material on the student's screen, as a student would see it (drafts too). */
export function PreviewLink({
  materialId,
  name,
  size = 'sm',
}: {
  materialId: number;
  name: string;
  size?: 'sm' | 'md';
}) {
  const { t } = useLingui();
  return (
    <Link
      href={paths.admin.preview(materialId)}
      className={`kk-btn kk-btn--outline kk-btn--${size}`}
      aria-label={t`Pratinjau sebagai siswa: ${name}`}
    >
      <Trans>Pratinjau</Trans>
    </Link>
  );
}
