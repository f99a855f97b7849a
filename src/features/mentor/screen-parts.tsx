/**
 * What the mentor's one-item screens (a help request, a project review) have in common around their content: the
 * page shown when the item cannot be opened, with the way back to its queue, and the side panel's tabs.
 */
import type { ReactNode } from 'react';
import { ButtonLink } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';

/** The item could not be opened (not found, not this mentor's, offline): why, and a link back to the queue. */
export function OpenFailed({ title, backHref, back }: { title: ReactNode; backHref: string; back: ReactNode }) {
  return (
    <div className="mentor-page">
      <EmptyState title={title} action={<ButtonLink href={backHref}>{back}</ButtonLink>} />
    </div>
  );
}

export type PanelTabsProps<K extends string> = {
  tabs: readonly (readonly [K, string])[];
  current: K;
  onSelect: (key: K) => void;
  /** Accessible name of the tab list. */
  label: string;
};

/** The side panel's tabs; each panel is `rv-tabpanel-<key>`, labelled by its tab `rv-tab-<key>`. */
export function PanelTabs<K extends string>({ tabs, current, onSelect, label }: PanelTabsProps<K>) {
  return (
    <div className="rv-tabs" role="tablist" aria-label={label}>
      {tabs.map(([key, text]) => (
        <button
          key={key}
          type="button"
          role="tab"
          id={`rv-tab-${key}`}
          aria-selected={current === key}
          aria-controls={current === key ? `rv-tabpanel-${key}` : undefined}
          className={current === key ? 'is-active' : undefined}
          onClick={() => onSelect(key)}
        >
          {text}
        </button>
      ))}
    </div>
  );
}

/** One tab's panel, labelled by its tab. */
export function TabPanel({ id, hidden, children }: { id: string; hidden?: boolean; children: ReactNode }) {
  return (
    <div
      role="tabpanel"
      id={`rv-tabpanel-${id}`}
      aria-labelledby={`rv-tab-${id}`}
      className="rv-tabpanel"
      hidden={hidden}
    >
      {children}
    </div>
  );
}
