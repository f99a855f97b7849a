/**
 * One 1600×900 slide, scaled to fit its container: the background image placed at its x/y, the title,
 * the sanitised HTML content and an embedded video.
 */
import DOMPurify from 'dompurify';
import { useEffect, useRef, useState } from 'react';
import type { Slide } from './learning-types';
import { useTexts } from './use-texts';

export const DECK_WIDTH = 1600;
export const DECK_HEIGHT = 900;

/** The scale that fits a 1600×900 deck into the element's box. */
function useFitScale() {
  const ref = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.5);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      const { width, height } = el.getBoundingClientRect();
      if (width > 0 && height > 0) setScale(Math.min(width / DECK_WIDTH, height / DECK_HEIGHT));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, scale };
}

export function SlideStage({ slide, label }: { slide: Slide; label: string }) {
  const { title, locale } = useTexts();
  const { ref, scale } = useFitScale();
  const html = DOMPurify.sanitize(slide.content[locale] || slide.content[locale === 'id' ? 'en' : 'id'] || '');
  return (
    <div className="kk-slide__viewport" ref={ref}>
      <section
        className="kk-slide__deck"
        aria-roledescription="slide"
        aria-label={label}
        style={{ width: DECK_WIDTH, height: DECK_HEIGHT, transform: `scale(${scale})` }}
      >
        {slide.background ? (
          <img
            className="kk-slide__bg"
            src={slide.background.image}
            alt=""
            style={{ left: slide.background.x, top: slide.background.y }}
            draggable={false}
          />
        ) : null}
        <div className="kk-slide__content">
          <h2 className="kk-slide__title">{title(slide.title)}</h2>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: admin-written HTML, sanitised with DOMPurify above */}
          <div className="kk-slide__html" dangerouslySetInnerHTML={{ __html: html }} />
          {slide.video ? (
            <video className="kk-slide__video" src={slide.video} controls preload="metadata">
              <track kind="captions" />
            </video>
          ) : null}
        </div>
      </section>
    </div>
  );
}
