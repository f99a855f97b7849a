/**
 * `/admin/preview?materialId=`: any material, draft or published, on the student's own screen for its
 * type, read through the preview source (`learning-source.ts`) so that nothing is stored. The checker and
 * the live preview of a practice or project work as they do for a student. It lives in `src/app` because it
 * composes the student feature's screens inside the admin area, and only the app may join two features.
 */
import { Trans } from '@lingui/react/macro';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { getErrorMessage, isApiError } from '../api-client';
import { type LearningKind, learningKindOf } from '../config/paths';
import { LearningSourceContext, previewSource } from '../features/student/learning-source';
import { useMaterialId } from '../features/student/use-material';
import { EmptyState } from '../ui/empty-state';
import { LoadingState } from '../ui/spinner';

const SCREENS: Record<LearningKind, ComponentType> = {
  slide: lazy(() => import('../features/student/slide-screen')),
  video: lazy(() => import('../features/student/video-screen')),
  quiz: lazy(() => import('../features/student/quiz-screen')),
  practice: lazy(() => import('../features/student/practice-screen')),
  submission: lazy(() => import('../features/student/project-screen')),
};

type Found =
  | { status: 'loading' }
  | { status: 'error'; message: string; notFound: boolean }
  | { status: 'ready'; kind: LearningKind };

export default function PreviewScreen() {
  const materialId = useMaterialId();
  const [found, setFound] = useState<Found>({ status: 'loading' });

  useEffect(() => {
    if (materialId === null) {
      setFound({ status: 'error', message: '', notFound: true });
      return;
    }
    let live = true;
    setFound({ status: 'loading' });
    previewSource.material(materialId).then(
      (res) => live && setFound({ status: 'ready', kind: learningKindOf(res.data.material.relation) }),
      (error) =>
        live && setFound({ status: 'error', message: getErrorMessage(error), notFound: isApiError(error, 404) }),
    );
    return () => {
      live = false;
    };
  }, [materialId]);

  if (found.status === 'loading') return <LoadingState fullPage />;
  if (found.status === 'error') {
    return (
      <EmptyState
        title={found.notFound ? <Trans>Materi tidak ditemukan.</Trans> : undefined}
        description={found.notFound ? undefined : found.message}
      />
    );
  }
  const Screen = SCREENS[found.kind];
  return (
    <LearningSourceContext.Provider value={previewSource}>
      <Suspense fallback={<LoadingState fullPage />}>
        <Screen />
      </Suspense>
    </LearningSourceContext.Provider>
  );
}
