/**
 * Getting the student's work to the server through the offline queue: code saves (newest only, a
 * moment after the last edit), finished materials and review answers (review-sync.ts). Each request waits in IndexedDB until it is
 * sent, so a dropped connection, a reload or a crash loses nothing; answers are acted on here
 * (marking the draft synced, announcing a finish) because the screen may be gone by then.
 *
 * A code save the server refuses as older than its copy (409 `stale_save`: a replay after an offline spell, another
 * tab, a slow request overtaken) is dropped, not retried; the draft is reconciled by `drafts().markSuperseded` (the
 * rule is there): older local work gives way to the server's newer copy on the next open, and local edits newer
 * than the server's are sent again, so none is lost.
 */

import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { proxy } from 'valtio';
import type { RuleMistake } from '../../../api/contracts/review';
import type { CheckFile } from '../../../workers/checker/api';
import type { Workspace } from '../../../workers/workspace/types';
import { type ApiError, getErrorMessage, isApiError, sendStored } from '../../api-client';
import { drafts } from '../../state/drafts';
import {
  keepFlushing,
  type OfflineQueue,
  offlineQueue,
  type QueuedRequest,
  type SendOutcome,
} from '../../state/offline-queue';
import { toast } from '../../ui/toast';
import type { FinishResult } from './learning-types';
import { practicePaths } from './practice-api';

/**
 * For the offline banner: `queued`: requests waiting; `unreachable`: the last try to send one found no connection (the browser may count
 * itself online while the server is out of reach), so the banner says they wait rather than that they are sent.
 */
export const syncState = proxy({ queued: 0, unreachable: false });

/** A queued finish reached the server (`result`) or was refused for good (`error`). */
export type FinishAnnouncement = { materialId: number; result: FinishResult } | { materialId: number; error: string };
const finishListeners = new Set<(announcement: FinishAnnouncement) => void>();

/** Calls `listener` when a queued finish of any material reached the server or was refused. */
export function onFinishSent(listener: (announcement: FinishAnnouncement) => void): () => void {
  finishListeners.add(listener);
  return () => finishListeners.delete(listener);
}

const sentListeners = new Set<(item: QueuedRequest, body: unknown) => void>();

/** Calls `listener` with each queued request that reached the server, and the server's answer to it. */
export function onQueuedSent(listener: (item: QueuedRequest, body: unknown) => void): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

async function afterSent(item: QueuedRequest, body: unknown): Promise<void> {
  for (const listener of sentListeners) listener(item, body);
  const meta = item.meta;
  if (meta.kind === 'code') {
    const data = (body as { data?: { codeUpdatedAt?: number } } | null)?.data;
    if (typeof data?.codeUpdatedAt === 'number') {
      await drafts()
        .markSynced(Number(meta.userId), Number(meta.materialId), Number(meta.editedAt), data.codeUpdatedAt)
        .catch(() => undefined);
    }
  } else if (meta.kind === 'finish') {
    const result = (body as { result?: FinishResult } | null)?.result;
    if (result) for (const listener of finishListeners) listener({ materialId: Number(meta.materialId), result });
  }
}

/** Queued code saves the server refused as stale: dropped without the "could not save" warning. */
const refusedAsStale = new Set<string>();

/** A refused stale save: reconciles the draft and sends it again when it holds edits newer than the server's. */
async function afterStale(item: QueuedRequest, error: ApiError): Promise<void> {
  refusedAsStale.add(item.id);
  const serverEditedAt = error.details.editedAt;
  // Without the server's edit time nothing can be judged: the draft stays as it is (dirty, sent on the next open).
  if (typeof serverEditedAt !== 'number') return;
  const { userId, materialId } = item.meta;
  const draft = await drafts()
    .markSuperseded(Number(userId), Number(materialId), serverEditedAt)
    .catch(() => undefined);
  if (!draft?.dirty || draft.updatedAt <= serverEditedAt) return;
  const queue = syncQueue();
  // A newer save of this practice already waits (the screen queued it): it carries the newest code.
  if ((await queue.pending()).some((other) => other.dedupeKey === item.dedupeKey && other.id !== item.id)) return;
  await queue.enqueue({
    method: item.method,
    path: item.path,
    body: { workspace: draft.workspace, editedAt: draft.updatedAt },
    dedupeKey: item.dedupeKey,
    meta: { ...item.meta, editedAt: draft.updatedAt },
  });
}

/** Sends one queued request: network failures, 5xx, 429 and an expired session wait; other 4xx are final. */
async function send(item: QueuedRequest): Promise<SendOutcome> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    syncState.unreachable = true;
    return 'retry';
  }
  try {
    const body = await sendStored(item.method, item.path, item.body);
    syncState.unreachable = false;
    await afterSent(item, body);
    return 'done';
  } catch (error) {
    syncState.unreachable = !isApiError(error) || error.status === 0;
    if (!isApiError(error)) return 'retry';
    const s = error.status;
    if (s === 0 || s >= 500 || s === 429 || s === 408 || s === 401) return 'retry';
    if (item.meta.kind === 'code' && s === 409 && error.code === 'stale_save') {
      await afterStale(item, error).catch(() => undefined);
      return 'drop';
    }
    if (item.meta.kind === 'finish') {
      const announcement = { materialId: Number(item.meta.materialId), error: getErrorMessage(error) };
      for (const listener of finishListeners) listener(announcement);
    }
    return 'drop';
  }
}

function onDrop(item: QueuedRequest) {
  if (refusedAsStale.delete(item.id)) return;
  if (item.meta.kind === 'code') {
    toast(i18n._(msg`Kode tidak dapat disimpan ke server. Salinan di perangkat ini tetap aman.`), {
      variant: 'warning',
    });
  }
}

let started = false;

/** The app's queue, flushing on `online` and with backoff from the first call on. */
export function syncQueue(): OfflineQueue {
  const queue = offlineQueue(send, { onDrop });
  if (!started && typeof window !== 'undefined') {
    started = true;
    queue.subscribe((count) => {
      syncState.queued = count;
    });
    keepFlushing(queue);
  }
  return queue;
}

export type CodeSaveRef = { userId: number; materialId: number; progressMaterialId: number };

/** Queues the newest code of a practice for the server (replacing an older queued save of it). */
export function queueCodeSave(
  ref: CodeSaveRef,
  workspace: Workspace,
  editedAt: number,
  mistakes: RuleMistake[] = [],
): Promise<void> {
  // Recorded first: should the page close before the answer, the next open still knows the server's copy as ours.
  void drafts()
    .markSent(ref.userId, ref.materialId, workspace)
    .catch(() => undefined);
  return syncQueue().enqueue({
    method: 'PUT',
    path: practicePaths.code(ref.progressMaterialId),
    body: mistakes.length > 0 ? { workspace, editedAt, mistakes } : { workspace, editedAt },
    dedupeKey: `code:${ref.progressMaterialId}`,
    meta: { kind: 'code', userId: ref.userId, materialId: ref.materialId, editedAt },
  });
}

export type FinishRef = { progressId: number; chapterId: number; topicId: number; materialId: number };

/**
 * Whether the finish of `materialId` still waits in the queue once the queue has tried to send it: the browser may
 * count itself online while the server is out of reach (a dropped link it has not noticed yet, a captive portal).
 */
export async function finishStillQueued(materialId: number): Promise<boolean> {
  const queue = syncQueue();
  // The flush the finish's enqueue started: waited for, not asked again (that would send it twice in a row).
  await queue.idle();
  return (await queue.pending()).some((item) => item.meta.kind === 'finish' && item.meta.materialId === materialId);
}

/** Queues the finish of a practice with the files the server re-checks. */
export function queueFinish(ref: FinishRef, files: CheckFile[]): Promise<void> {
  return syncQueue().enqueue({
    method: 'PUT',
    path: practicePaths.finish(ref.progressId),
    body: { chapterId: ref.chapterId, topicId: ref.topicId, materialId: ref.materialId, files },
    dedupeKey: `finish:${ref.materialId}`,
    meta: { kind: 'finish', materialId: ref.materialId },
  });
}
