/**
 * CodeMirror 6 in a React component: the right language per file, checker diagnostics on their line,
 * optional mentor line comments, and a read-only mode. One view lives for the component's lifetime;
 * switching `docKey` swaps the document and keeps each file's own undo history.
 */

import { indentWithTab } from '@codemirror/commands';
import { type Diagnostic, forEachDiagnostic, lintGutter, setDiagnostics } from '@codemirror/lint';
import { Compartment, EditorState, type Extension, Prec, type Text, type Transaction } from '@codemirror/state';
import { keymap } from '@codemirror/view';
import { basicSetup, EditorView } from 'codemirror';
import { useEffect, useRef } from 'react';
import type { FileLang } from '../../workers/workspace/types';
import { languageKey, loadedLanguage, loadLanguage } from './languages';
import { type LineComment, lineComments, setLineComments } from './line-comments';
import './code-editor.css';

/** A message to show on a 1-based line of the open document. */
export type EditorDiagnostic = { line: number; message: string; severity?: 'error' | 'warning' | 'info' };

export type CodeEditorProps = {
  /** Identity of the open document (e.g. the file id). */
  docKey: string;
  value: string;
  lang: FileLang | 'unknown';
  ext?: string;
  readOnly?: boolean;
  onChange?: (value: string) => void;
  diagnostics?: EditorDiagnostic[];
  /**
   * The text the diagnostics were computed for. When it differs from the editor's text the
   * diagnostics are stale and are not applied (a newer check is on its way); CodeMirror keeps the
   * current ones mapped through the edits meanwhile.
   */
  diagnosticsFor?: string;
  comments?: LineComment[];
  /** Called with the line whose gutter was clicked (e.g. to add a comment). */
  onLineActivate?: (line: number) => void;
  /** Accessible name of the editing area. */
  label: string;
  /**
   * Every batch of CodeMirror transactions that changes the document, with the text before them (the editing
   * replay records them as they are, pastes told apart by their user event).
   */
  onTransactions?: (transactions: readonly Transaction[], before: string) => void;
};

function toCmDiagnostics(state: EditorState, list: EditorDiagnostic[]): Diagnostic[] {
  return list.map((d) => {
    const line = state.doc.line(Math.min(Math.max(1, d.line), state.doc.lines));
    // An empty line still needs a range the lint underline can show.
    const to = line.to > line.from ? line.to : Math.min(line.from + 1, state.doc.length);
    return { from: line.from, to, severity: d.severity ?? 'error', message: d.message };
  });
}

/** Whether the editor already shows exactly these diagnostics (same ranges, severities and messages). */
function sameDiagnostics(state: EditorState, next: Diagnostic[]): boolean {
  const shown: Diagnostic[] = [];
  forEachDiagnostic(state, (d, from, to) => shown.push({ ...d, from, to }));
  if (shown.length !== next.length) return false;
  const key = (d: Diagnostic) => `${d.from}:${d.to}:${d.severity}:${d.message}`;
  const wanted = next.map(key).sort();
  return shown
    .map(key)
    .sort()
    .every((k, i) => k === wanted[i]);
}

/**
 * Each document's text, remembered from the keystroke that announced it: the checks of the diagnostics
 * and of the `value` prop that follow then compare strings instead of joining a large document again.
 */
const docTexts = new WeakMap<Text, string>();

function textOf(doc: Text): string {
  let text = docTexts.get(doc);
  if (text === undefined) {
    text = doc.toString();
    docTexts.set(doc, text);
  }
  return text;
}

/**
 * Escape always arms CodeMirror's tab-focus mode for two seconds, even when it also closes a popup such as
 * the autocompletion (which would otherwise swallow it): "Escape, then Tab" leaves the editor every time.
 */
const escapeThenTabLeaves = Prec.highest(
  EditorView.domEventHandlers({
    keydown: (event, view) => {
      if (event.key === 'Escape') view.setTabFocusMode(2000);
      return false;
    },
  }),
);

const editableExt = (readOnly: boolean): Extension => [
  EditorState.readOnly.of(readOnly),
  EditorView.editable.of(!readOnly),
  // Read-only content is not editable and so not focusable: a tab stop keeps it reachable and scrollable by keyboard.
  readOnly ? EditorView.contentAttributes.of({ tabindex: '0' }) : [],
];

export function CodeEditor(props: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const states = useRef(new Map<string, EditorState>());
  const currentKey = useRef(props.docKey);
  const latest = useRef(props);
  latest.current = props;
  const language = useRef(new Compartment());
  const editable = useRef(new Compartment());
  // Texts this editor emitted lately: a `value` prop equal to one of them is an echo, possibly a late
  // one, and must not overwrite newer typing.
  const echoes = useRef<string[]>([]);

  const makeState = (p: CodeEditorProps) =>
    EditorState.create({
      doc: p.value,
      extensions: [
        basicSetup,
        // Tab indents, as in every code editor; Escape then Tab (or Shift+Tab) leaves the editor, so a
        // keyboard user is never trapped (CodeMirror's tab-focus mode).
        keymap.of([indentWithTab]),
        escapeThenTabLeaves,
        lintGutter(),
        // The IDE's panes are narrow: wrap long lines instead of scrolling sideways.
        EditorView.lineWrapping,
        lineComments((line) => {
          const activate = latest.current.onLineActivate;
          activate?.(line);
          return activate !== undefined;
        }),
        // The grammar when already loaded; otherwise plain text until the effect below has fetched it.
        language.current.of(loadedLanguage(languageKey(p.lang, p.ext)) ?? []),
        editable.current.of(editableExt(Boolean(p.readOnly))),
        EditorView.contentAttributes.of({ 'aria-label': p.label }),
      ],
    });

  // Announces a typed change before CodeMirror updates its DOM (see `dispatchTransactions` below): the
  // checker then works in parallel with the editor's own update instead of after it.
  const announce = (transactions: readonly Transaction[]) => {
    const last = transactions[transactions.length - 1];
    if (!last || !transactions.some((tr) => tr.docChanged)) return;
    const text = textOf(last.state.doc);
    echoes.current.push(text);
    if (echoes.current.length > 32) echoes.current.shift();
    latest.current.onChange?.(text);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the view is created once; later props flow in through the effects below.
  useEffect(() => {
    if (!host.current) return;
    const v = new EditorView({
      state: makeState(latest.current),
      parent: host.current,
      dispatchTransactions(transactions, editor) {
        try {
          const record = latest.current.onTransactions;
          if (record && transactions.some((tr) => tr.docChanged)) record(transactions, textOf(editor.state.doc));
          announce(transactions);
        } finally {
          // Whatever a listener does, the editor shows what was typed.
          editor.update(transactions);
        }
      },
    });
    view.current = v;
    applyDecorations(v, latest.current);
    return () => {
      v.destroy();
      view.current = null;
    };
  }, []);

  // Switch documents, keeping the outgoing one's state (undo history, selection).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a document switch only.
  useEffect(() => {
    const v = view.current;
    if (!v || currentKey.current === props.docKey) return;
    states.current.set(currentKey.current, v.state);
    currentKey.current = props.docKey;
    echoes.current = [];
    const kept = states.current.get(props.docKey);
    v.setState(kept && textOf(kept.doc) === props.value ? kept : makeState(props));
    shown.delete(v);
    applyDecorations(v, props);
  }, [props.docKey]);

  // Text changed from outside (reset, restore, rename): replace the document.
  useEffect(() => {
    const v = view.current;
    if (!v) return;
    if (echoes.current.includes(props.value)) return;
    const current = textOf(v.state.doc);
    if (current !== props.value) v.dispatch({ changes: { from: 0, to: current.length, insert: props.value } });
  }, [props.value]);

  // Fetches the file's grammar on first use (each is its own chunk), then highlights the open document.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a document switch makes a new state that needs it too.
  useEffect(() => {
    const key = languageKey(props.lang, props.ext);
    let current = true;
    loadLanguage(key).then(
      (extension) => {
        if (current) view.current?.dispatch({ effects: language.current.reconfigure(extension) });
      },
      // Offline or a failed download: the file stays plain text; the next open of a file tries again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [props.lang, props.ext, props.docKey]);

  useEffect(() => {
    view.current?.dispatch({ effects: editable.current.reconfigure(editableExt(Boolean(props.readOnly))) });
  }, [props.readOnly]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: applyDecorations reads the latest props.
  useEffect(() => {
    if (view.current) applyDecorations(view.current, latest.current);
  }, [props.diagnostics, props.diagnosticsFor, props.comments]);

  return <div className="cm-host" ref={host} data-doc={props.docKey} />;
}

const shown = new WeakMap<EditorView, { diagnostics?: EditorDiagnostic[]; comments?: LineComment[] }>();

/** Applies diagnostics (when they are for the current text) and comments, skipping what is already shown. */
function applyDecorations(v: EditorView, p: CodeEditorProps) {
  const last = shown.get(v) ?? {};
  const fresh = () => p.diagnosticsFor === undefined || p.diagnosticsFor === textOf(v.state.doc);
  // A new list comes with each check; between checks CodeMirror maps the shown ones through the edits.
  if (p.diagnostics && last.diagnostics !== p.diagnostics && fresh()) {
    const next = toCmDiagnostics(v.state, p.diagnostics);
    // Each keystroke's check brings a new list that is mostly the one already shown: skip the update.
    if (!sameDiagnostics(v.state, next)) v.dispatch(setDiagnostics(v.state, next));
    last.diagnostics = p.diagnostics;
  }
  if (last.comments !== p.comments) {
    v.dispatch({ effects: setLineComments.of(p.comments ?? []) });
    last.comments = p.comments;
  }
  shown.set(v, last);
}
