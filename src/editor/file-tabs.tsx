/** Tabs of the opened files; the active one is shown in the editor. */
import { useLingui } from '@lingui/react/macro';
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
  if (tabs.length === 0) return null;
  return (
    <div className="fx-tabs" role="tablist" aria-label={t`File yang dibuka`}>
      {tabs.map((tab) => (
        <div key={tab.id} className={`fx-tab${tab.id === activeId ? ' is-active' : ''}`}>
          <button
            type="button"
            role="tab"
            aria-selected={tab.id === activeId}
            title={tab.path}
            onClick={() => onSelect(tab.id)}
          >
            {tab.title}
          </button>
          {onClose && (
            <button
              type="button"
              className="fx-tab-close"
              aria-label={t`Tutup ${tab.title}`}
              onClick={() => onClose(tab.id)}
            >
              ×
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
