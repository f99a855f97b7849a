/**
 * One slide drawn in its 1600×900 deck (docs/decisions/0004-data.md) and scaled to fit its container: the background image
 * placed at its x/y in deck pixels, the title, the sanitised HTML content and an embedded video. The
 * student's slide screen and the admin's live preview both draw slides with this component, so the
 * preview is what students see.
 */
import { useEffect, useRef, useState } from 'react';
import { DECK_HEIGHT, DECK_WIDTH } from './deck-size';
import { sanitizeRichText } from './rich-text-sanitize';
import './slide-deck.css';

export type DeckBackground = { image: string; x: number; y: number };

export type SlideDeckProps = {
  /** The title in the language shown (its fallback already applied). */
  title: string;
  /** The content's HTML in the language shown; sanitised here. */
  html: string;
  background: DeckBackground | null;
  video: string | null;
  /** The accessible name of the slide ("Slide 2 dari 5"). */
  label: string;
};

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

export function SlideDeck({ title, html, background, video, label }: SlideDeckProps) {
  const { ref, scale } = useFitScale();
  const clean = sanitizeRichText(html);
  return (
    <div className="kk-slide__viewport" ref={ref}>
      <section
        className="kk-slide__deck"
        aria-roledescription="slide"
        aria-label={label}
        style={{ width: DECK_WIDTH, height: DECK_HEIGHT, transform: `scale(${scale})` }}
      >
        {background ? (
          <img
            className="kk-slide__bg"
            src={background.image}
            alt=""
            style={{ left: background.x, top: background.y }}
            draggable={false}
          />
        ) : null}
        <div className="kk-slide__content">
          <h2 className="kk-slide__title">{title}</h2>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: admin-written HTML, cleaned by the shared rich-text sanitiser above */}
          <div className="kk-slide__html" dangerouslySetInnerHTML={{ __html: clean }} />
          {video ? (
            <video className="kk-slide__video" src={video} controls preload="metadata">
              <track kind="captions" />
            </video>
          ) : null}
        </div>
      </section>
    </div>
  );
}
