/** The chapter filter of the mentor lists, fed by the course outline. */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { mentorApi, type OutlineChapter } from './mentor-api';

export function ChapterFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useLingui();
  const [chapters, setChapters] = useState<OutlineChapter[]>([]);
  useEffect(() => {
    let live = true;
    mentorApi
      .outline()
      .then((res) => {
        if (live) setChapters(res.data);
      })
      .catch(() => {
        if (live) setChapters([]);
      });
    return () => {
      live = false;
    };
  }, []);
  return (
    <label className="mt-filter">
      <span>{t`Bab`}</span>
      <select className="kk-input kk-select" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t`Semua bab`}</option>
        {chapters.map((c) => (
          <option key={c.id} value={String(c.id)}>
            {c.isTrial ? t`Trial: ${c.title}` : t`Bab ${c.order}: ${c.title}`}
          </option>
        ))}
      </select>
    </label>
  );
}
