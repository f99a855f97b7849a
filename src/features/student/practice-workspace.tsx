/**
 * The workspace part of the IDE: the file tree with its actions (new file, new folder, rename, copy,
 * paste, delete: docs/decisions/0005-behaviour.md via the workspace model), the tabs of opened files, and the editor with the
 * checker's diagnostics. Shared by the practice and project screens.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import {
  findNode,
  isFolder,
  isImageExt,
  nodeName,
  splitFileName,
  type WorkspaceError,
} from '../../../workers/workspace';
import type { Workspace } from '../../../workers/workspace/types';
import type { EditorDiagnostic } from '../../editor/code-editor';
import { FileTabs } from '../../editor/file-tabs';
import { FileTree } from '../../editor/file-tree';
import { IMAGE_ACCEPT, imageProblemText } from '../../editor/image-file';
import type { LineComment } from '../../editor/line-comments';
import type { ReplayRecorder } from '../../editor/replay/replay-recorder';
import { findFile } from '../../editor/workspace-nodes';
import { Button } from '../../ui/button';
import { confirmDialog } from '../../ui/confirm-dialog';
import { Modal } from '../../ui/modal';
import { LoadingState } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import type { WorkspaceStore } from './practice-workspace-store';
import { readWorkspaceImage } from './workspace-image';

const CodeEditor = lazy(() => import('../../editor/code-editor').then((m) => ({ default: m.CodeEditor })));

/** A translated message for a refused workspace operation. */
export function workspaceErrorText(i18n: I18n, error: WorkspaceError): string {
  switch (error.code) {
    case 'empty-name':
      return i18n._(msg`Nama tidak boleh kosong.`);
    case 'invalid-name':
      return i18n._(msg`Nama berisi karakter yang tidak diizinkan (/ \\ : * ? " < > |) atau diakhiri titik.`);
    case 'duplicate-name':
      return i18n._(msg`Sudah ada file atau folder dengan nama ini di folder tersebut.`);
    case 'not-found':
      return i18n._(msg`File atau folder tidak ditemukan.`);
    case 'not-a-folder':
      return i18n._(msg`Tujuan bukan folder.`);
    case 'not-a-file':
      return i18n._(msg`Itu folder, bukan file.`);
    case 'clipboard-empty':
      return i18n._(msg`Belum ada yang disalin.`);
    case 'paste-into-itself':
    case 'move-into-itself':
      return i18n._(msg`Folder tidak dapat ditempel ke dalam dirinya sendiri.`);
  }
}

export type WorkspacePanelProps = {
  store: WorkspaceStore;
  /** Diagnostics per file path, and the text each was computed for. */
  diagnostics?: Map<string, { text: string; items: EditorDiagnostic[] }>;
  readOnly?: boolean;
  /** Records the editing replay (file switches and the editor's transactions), when given. */
  recorder?: ReplayRecorder | null;
  /** Line comments to show per file path (a mentor's answer to a help request). */
  comments?: ReadonlyMap<string, LineComment[]> | undefined;
};

const NO_DIAGNOSTICS: EditorDiagnostic[] = [];
const NO_COMMENTS: LineComment[] = [];

type Dialog = { kind: 'new-file' } | { kind: 'rename'; id: string; name: string } | null;

export function WorkspacePanel({
  store,
  diagnostics,
  readOnly = false,
  recorder = null,
  comments,
}: WorkspacePanelProps) {
  const { t, i18n } = useLingui();
  const snap = useSnapshot(store.state);
  // The layout, not the live workspace: typing must not re-render the tree, tabs and editor. The
  // editor owns the text it shows; the (possibly older) `value` below only seeds a newly opened file.
  const workspace = snap.layout as Workspace;
  const [selected, setSelected] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const imagePicker = useRef<HTMLInputElement>(null);

  const active = findFile(workspace.files, workspace.activeFile);
  const activePath = active?.type === 'code' ? active.path : null;
  // A switch of file (or a new workspace) is an event of the replay, with the file's text as it is now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the generation marks a replaced workspace.
  useEffect(() => {
    if (!recorder || !activePath) return;
    const file = findFile(store.current().files, store.current().activeFile);
    if (file && file.type === 'code') recorder.open(file.path, file.value);
  }, [recorder, activePath, snap.generation, store]);
  const selectedNode = selected ? findNode(workspace, selected)?.node : undefined;
  const report = (error: WorkspaceError | null) => {
    if (error) toast(workspaceErrorText(i18n, error), { variant: 'error' });
    return error === null;
  };

  const openDialog = (next: Dialog) => {
    setDialog(next);
    setName(next?.kind === 'rename' ? next.name : '');
    setNameError(null);
  };
  const submitDialog = () => {
    if (!dialog) return;
    // An image holds a picture, not text: an empty one could never be saved (the server refuses it).
    if (dialog.kind === 'new-file' && isImageExt(splitFileName(name.trim()).ext)) {
      setNameError(t`Untuk gambar, pakai tombol + Gambar dan pilih file dari komputermu.`);
      return;
    }
    const error =
      dialog.kind === 'new-file' ? store.addFile(workspace.activeFolder, name) : store.rename(dialog.id, name);
    if (error) {
      setNameError(workspaceErrorText(i18n, error));
      return;
    }
    setDialog(null);
  };
  const addImage = async (file: File | undefined) => {
    if (!file) return;
    const image = await readWorkspaceImage(store.current(), file);
    if (!image.ok) {
      toast(imageProblemText(i18n, image.problem), { variant: 'error' });
      return;
    }
    report(store.addFile(workspace.activeFolder, image.name, { type: 'image', value: image.dataUrl }));
  };
  const removeSelected = async () => {
    if (!selectedNode) return;
    const label = nodeName(selectedNode);
    const ok = await confirmDialog({
      title: t`Hapus ${label}?`,
      message: isFolder(selectedNode)
        ? t`Folder ini dan semua isinya akan dihapus.`
        : t`File ini akan dihapus dari workspace.`,
    });
    if (ok && report(store.remove(selectedNode.id))) setSelected(null);
  };

  const tabs = workspace.openedFiles
    .map((id) => findFile(workspace.files, id))
    .filter((f) => f !== undefined)
    .map((f) => ({ id: f.id, title: nodeName(f), path: f.path }));
  const diag = active ? diagnostics?.get(active.path) : undefined;
  const folderLabel = workspace.activeFolder
    ? (findNode(workspace, workspace.activeFolder)?.node.path ?? '/')
    : t`folder utama`;

  return (
    <div className="pr-ws">
      <aside className="pr-ws__side" aria-label={t`File`}>
        {!readOnly && (
          <div className="pr-ws__tools" role="toolbar" aria-label={t`Aksi file`}>
            <button
              type="button"
              onClick={() => openDialog({ kind: 'new-file' })}
              title={t`File baru di ${folderLabel}`}
            >
              <Trans>+ File</Trans>
            </button>
            <button
              type="button"
              onClick={() => report(store.addFolder(workspace.activeFolder))}
              title={t`Folder baru di ${folderLabel}`}
            >
              <Trans>+ Folder</Trans>
            </button>
            <button
              type="button"
              onClick={() => imagePicker.current?.click()}
              title={t`Gambar dari komputer ke ${folderLabel}`}
            >
              <Trans>+ Gambar</Trans>
            </button>
            <input
              ref={imagePicker}
              type="file"
              accept={IMAGE_ACCEPT}
              hidden
              aria-label={t`Pilih gambar`}
              onChange={(event) => {
                void addImage(event.target.files?.[0]);
                // The same file can be picked again (e.g. after deleting it).
                event.target.value = '';
              }}
            />
            <button
              type="button"
              disabled={!selectedNode}
              onClick={() =>
                selectedNode && openDialog({ kind: 'rename', id: selectedNode.id, name: nodeName(selectedNode) })
              }
            >
              <Trans>Ubah nama</Trans>
            </button>
            <button
              type="button"
              disabled={!selectedNode}
              onClick={() => {
                if (selectedNode && report(store.copy(selectedNode.id))) {
                  toast(t`${nodeName(selectedNode)} disalin.`, { variant: 'info' });
                }
              }}
            >
              <Trans>Salin</Trans>
            </button>
            <button
              type="button"
              disabled={!workspace.copied}
              onClick={() => report(store.paste(workspace.activeFolder))}
              title={t`Tempel ke ${folderLabel}`}
            >
              <Trans>Tempel</Trans>
            </button>
            <button type="button" disabled={!selectedNode} onClick={() => void removeSelected()}>
              <Trans>Hapus</Trans>
            </button>
          </div>
        )}
        <FileTree
          nodes={workspace.files}
          activeFileId={workspace.activeFile}
          activeFolderId={workspace.activeFolder}
          onOpenFile={(id) => {
            setSelected(id);
            report(store.open(id));
          }}
          onSelectFolder={(id) => {
            setSelected(id);
            report(store.selectFolder(id));
          }}
          label={t`File workspace`}
        />
      </aside>
      <div className="pr-ws__main">
        <FileTabs
          tabs={tabs}
          activeId={workspace.activeFile}
          onSelect={(id) => report(store.open(id))}
          onClose={(id) => report(store.close(id))}
        />
        <div className="pr-ws__editor">
          {!active ? (
            <p className="pr-ws__empty">
              <Trans>Pilih file di sebelah kiri untuk mulai menulis kode.</Trans>
            </p>
          ) : active.type === 'image' ? (
            <div className="pr-ws__image">
              <img src={active.value} alt={active.path} />
            </div>
          ) : (
            <Suspense fallback={<LoadingState label={<Trans>Memuat editor…</Trans>} />}>
              <CodeEditor
                docKey={`${snap.generation}:${active.id}`}
                value={active.value}
                lang={active.lang}
                ext={active.ext}
                readOnly={readOnly}
                onChange={(value) => store.edit(active.id, value)}
                {...(recorder
                  ? { onTransactions: (trs, before) => recorder.transactions(active.path, before, trs) }
                  : {})}
                diagnostics={diag?.items ?? NO_DIAGNOSTICS}
                diagnosticsFor={diag?.text ?? active.value}
                {...(comments ? { comments: comments.get(active.path) ?? NO_COMMENTS } : {})}
                label={t`Kode ${active.path}`}
              />
            </Suspense>
          )}
        </div>
      </div>
      <Modal
        open={dialog !== null}
        onClose={() => setDialog(null)}
        size="sm"
        title={dialog?.kind === 'rename' ? <Trans>Ubah nama</Trans> : <Trans>File baru</Trans>}
        footer={
          <>
            <Button variant="outline" onClick={() => setDialog(null)}>
              <Trans>Batal</Trans>
            </Button>
            <Button variant="primary" type="submit" form="pr-name-form">
              <Trans>Simpan</Trans>
            </Button>
          </>
        }
      >
        <form
          id="pr-name-form"
          onSubmit={(event) => {
            event.preventDefault();
            submitDialog();
          }}
        >
          <TextField
            label={<Trans>Nama (dengan ekstensi, mis. style.css)</Trans>}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={nameError ?? undefined}
            autoFocus
            required
          />
        </form>
      </Modal>
    </div>
  );
}
