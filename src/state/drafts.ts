/**
 * Practice and project drafts kept in IndexedDB, one per student and material, written on every change
 * so nothing is lost on a reload, a crash or a dropped connection. Also decides, when a material opens,
 * whether the local draft or the copy saved on the server is the newer one.
 */
import type { Workspace } from '../../workers/workspace/types';
import { idbBackend, type KeyValueBackend } from './offline-kv';

/** One saved draft. `workspace` is a plain snapshot (never a valtio proxy: proxies cannot be cloned). */
export type Draft = {
  userId: number;
  materialId: number;
  workspace: Workspace;
  /** Task shown when the draft was saved. */
  taskIndex: number;
  /** Client time of the last edit (epoch ms). */
  updatedAt: number;
  /** The server's `codeUpdatedAt` this draft was last in step with; null = never synced. */
  serverBase: number | null;
  /** True while the draft holds edits the server has not acknowledged. */
  dirty: boolean;
};

/** The copy of the code saved on the server with the material's progress. */
export type ServerCode = { workspace: Workspace | null; updatedAt: number | null };

/** Which copy was opened: `notice` says when the student should be told which one won. */
export type DraftChoice = {
  workspace: Workspace;
  source: 'local' | 'server' | 'starter';
  notice: 'restored-local' | 'restored-server' | null;
  /** Set when the local copy won while the server also has code: the local copy must be saved. */
  needsUpload: boolean;
};

const keyOf = (userId: number, materialId: number) => `draft:${userId}:${materialId}`;

/**
 * Picks the copy to open. A local draft that is in step with the server (same base, no unsaved edits)
 * gives way to nothing newer; a local draft with unsaved edits wins unless the server copy was saved
 * later (another device); a server copy newer than the local base wins over a clean local draft.
 */
export function chooseDraft(local: Draft | undefined, server: ServerCode, starter: Workspace): DraftChoice {
  const serverWs = server.workspace;
  const serverAt = server.updatedAt ?? 0;
  if (!local) {
    if (serverWs) return { workspace: serverWs, source: 'server', notice: 'restored-server', needsUpload: false };
    return { workspace: starter, source: 'starter', notice: null, needsUpload: false };
  }
  if (!serverWs) {
    return { workspace: local.workspace, source: 'local', notice: 'restored-local', needsUpload: true };
  }
  const serverMovedOn = serverAt > (local.serverBase ?? 0);
  if (!serverMovedOn) {
    return {
      workspace: local.workspace,
      source: 'local',
      notice: local.dirty ? 'restored-local' : null,
      needsUpload: local.dirty,
    };
  }
  if (local.dirty && local.updatedAt > serverAt) {
    return { workspace: local.workspace, source: 'local', notice: 'restored-local', needsUpload: true };
  }
  return { workspace: serverWs, source: 'server', notice: 'restored-server', needsUpload: false };
}

export type DraftStore = {
  /** Saves at once; writes to the same draft are coalesced so the latest one always lands last. */
  save(draft: Draft): Promise<void>;
  load(userId: number, materialId: number): Promise<Draft | undefined>;
  remove(userId: number, materialId: number): Promise<void>;
  /** Records that the server now holds the draft as of `serverUpdatedAt`, unless it changed since `editedAt`. */
  markSynced(userId: number, materialId: number, editedAt: number, serverUpdatedAt: number): Promise<void>;
};

/** A draft store over any idb-keyval–compatible backend. */
export function createDraftStore(backend: KeyValueBackend): DraftStore {
  // Per key: the write in flight, and the newest value waiting for it.
  const inFlight = new Map<string, Promise<void>>();
  const pending = new Map<string, Draft | null>();

  function write(key: string, value: Draft | null): Promise<void> {
    pending.set(key, value);
    const running = inFlight.get(key);
    // The running loop picks the pending value up before it ends.
    if (running) return running;
    const run = (async () => {
      try {
        while (pending.has(key)) {
          const next = pending.get(key) ?? null;
          pending.delete(key);
          if (next === null) await backend.del(key);
          else await backend.set(key, await keepServerBase(key, next));
        }
      } finally {
        // Synchronously after the last check, so no value can be left behind.
        inFlight.delete(key);
      }
    })();
    inFlight.set(key, run);
    return run;
  }

  /**
   * A save never moves `serverBase` back. The screen saves with the base it opened with, while the sync queue
   * records (markSynced) each later server save of this draft's own earlier edits. Moving back would make that
   * save of our own look like another device's on the next open, and `chooseDraft` would then weigh the
   * server's clock against this device's and could drop the newest edits.
   */
  async function keepServerBase(key: string, next: Draft): Promise<Draft> {
    const stored = await backend.get<Draft>(key);
    const known = stored?.serverBase ?? null;
    if (known === null || (next.serverBase ?? 0) >= known) return next;
    return { ...next, serverBase: known };
  }

  async function load(userId: number, materialId: number): Promise<Draft | undefined> {
    const key = keyOf(userId, materialId);
    if (pending.has(key)) return pending.get(key) ?? undefined;
    const running = inFlight.get(key);
    if (running) await running.catch(() => undefined);
    return backend.get<Draft>(key);
  }

  return {
    save: (draft) => write(keyOf(draft.userId, draft.materialId), draft),
    load,
    remove: (userId, materialId) => write(keyOf(userId, materialId), null),
    async markSynced(userId, materialId, editedAt, serverUpdatedAt) {
      const current = await load(userId, materialId);
      if (!current) return;
      const stillSame = current.updatedAt <= editedAt;
      await write(keyOf(userId, materialId), {
        ...current,
        serverBase: Math.max(current.serverBase ?? 0, serverUpdatedAt),
        dirty: stillSame ? false : current.dirty,
      });
    },
  };
}

let defaultStore: DraftStore | null = null;

/** The app's draft store on IndexedDB (database `kelaskoding-drafts`). */
export function drafts(): DraftStore {
  defaultStore ??= createDraftStore(idbBackend('kelaskoding-drafts', 'drafts'));
  return defaultStore;
}
