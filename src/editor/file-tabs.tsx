/**
 * Tabs of the opened files; the active one is shown in the editor. A WAI-ARIA tablist that holds only
 * tabs: arrows, Home and End move between files, Delete closes the focused one, and the "×" on a tab is
 * for the pointer (a button inside the tablist would make it an invalid tablist).
 */
import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useRef } from 'react';
import './file-tabs.css';

export type FileTab = { id: string; title: string; path: string };

export type FileTabsProps = {
  tabs: FileTab[];
  activeId: string | null;
  onSelect: (id: string) => void;
  /** Without it the tabs cannot be closed. */
  onClose?: (id: string) => void;
};

export function FileTabs({ tabs, activeId, onSelect, onClose }: FileTabsProps) {
  const { t } = useLingui();
  const listRef = useRef<HTMLDivElement>(null);
  if (tabs.length === 0) return null;
  const focusable = tabs.some((tab) => tab.id === activeId) ? activeId : tabs[0]?.id;

  const moveTo = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.id);
    listRef.current?.querySelector<HTMLElement>(`[data-tab-id="${CSS.escape(tab.id)}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number, id: string) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => moveTo(index + 1),
      ArrowLeft: () => moveTo(index - 1),
      Home: () => moveTo(0),
      End: () => moveTo(tabs.length - 1),
      Enter: () => onSelect(id),
      ' ': () => onSelect(id),
      Delete: () => onClose?.(id),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <div className="fx-tabs" role="tablist" aria-label={t`File yang dibuka`} ref={listRef}>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          data-tab-id={tab.id}
          className={`fx-tab${tab.id === activeId ? ' is-active' : ''}`}
          role="tab"
          aria-selected={tab.id === activeId}
          aria-keyshortcuts={onClose ? 'Delete' : undefined}
          tabIndex={tab.id === focusable ? 0 : -1}
          title={onClose ? t`${tab.path} (Delete menutup file ini)` : tab.path}
          onClick={() => onSelect(tab.id)}
          onKeyDown={(event) => onKeyDown(event, index, tab.id)}
        >
          <span className="fx-tab-title">{tab.title}</span>
          {onClose && (
            <span
              className="fx-tab-close"
              aria-hidden="true"
              onClick={(event) => {
                event.stopPropagation();
                onClose(tab.id);
              }}
            >
              ×
            </span>
          )}
        </div>
      ))}
    </div>
  );
}
