/**
 * A material screen's data: reads `?materialId=` from the URL, loads the material (403 `locked` when it is
 * not open yet), opens it on the server (started_at, last learning date) and finishes it. After a finish the
 * course map is reloaded, as docs/decisions/0007-api.md asks.
 */
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { getErrorMessage, isApiError } from '../../api-client';
import { materialIdOf } from '../../config/paths';
import { authState } from '../../state/auth';
import { DraftReadTimeout } from '../../state/drafts';
import { useLearningSource } from './learning-source';
import { loadChapters } from './learning-state';
import type { FinishResult, MaterialScreenData, QuizReply } from './learning-types';

export type MaterialLoad =
  | { status: 'loading' }
  | { status: 'error'; message: string; locked: boolean; notFound: boolean }
  | { status: 'ready'; data: MaterialScreenData };

/**
 * The error state of a material that could not be loaded or opened (403: not open yet; 404: no such material), or
 * whose local draft could not be read in time (`loadLocalDraft`).
 */
export function materialLoadError(error: unknown): Extract<MaterialLoad, { status: 'error' }> {
  return {
    status: 'error',
    message:
      error instanceof DraftReadTimeout
        ? i18n._(
            msg`Penyimpanan draf di perangkat ini tidak menjawab. Coba lagi; bila tetap gagal, tutup tab KelasKoding yang lain lalu muat ulang halaman.`,
          )
        : getErrorMessage(error),
    locked: isApiError(error, 403),
    notFound: isApiError(error, 404),
  };
}

/** The `materialId` query parameter as a positive integer, or null. */
export function useMaterialId(): number | null {
  return materialIdOf(useSearch());
}

export function useMaterial() {
  const materialId = useMaterialId();
  const source = useLearningSource();
  const auth = useSnapshot(authState);
  // A preview has no course map of its own to refresh.
  const studentId = typeof auth.user?.id === 'number' && !source.preview ? auth.user.id : null;
  const [load, setLoad] = useState<MaterialLoad>({ status: 'loading' });
  const [finishing, setFinishing] = useState(false);

  const fetchMaterial = useCallback(
    async (id: number, openIt: boolean) => {
      try {
        const { data } = await source.material(id);
        setLoad({ status: 'ready', data });
        if (openIt) {
          const m = data.material;
          await source.open(data.progress_id, { chapterId: m.chapter_id, topicId: m.topic_id, materialId: m.id });
        }
      } catch (error) {
        setLoad(materialLoadError(error));
      }
    },
    [source],
  );

  useEffect(() => {
    if (materialId === null) {
      setLoad({ status: 'error', message: '', locked: false, notFound: true });
      return;
    }
    setLoad({ status: 'loading' });
    void fetchMaterial(materialId, true);
  }, [materialId, fetchMaterial]);

  /** Finishes the material on the server; resolves with the result, or rejects with an ApiError. */
  const finish = useCallback(
    async (extra: { answers?: QuizReply[] } = {}): Promise<FinishResult> => {
      if (load.status !== 'ready') throw new Error('material not loaded');
      const m = load.data.material;
      setFinishing(true);
      try {
        const res = await source.finish(load.data.progress_id, {
          chapterId: m.chapter_id,
          topicId: m.topic_id,
          materialId: m.id,
          ...extra,
        });
        if (studentId !== null) void loadChapters(studentId);
        await fetchMaterial(m.id, false);
        return res.result;
      } finally {
        setFinishing(false);
      }
    },
    [load, studentId, fetchMaterial, source],
  );

  return { materialId, load, finish, finishing };
}
