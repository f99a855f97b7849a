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
  /**
   * Content digests (`workspaceDigest`) of the last code this device queued for the server, newest last. A server
   * copy with one of them is this device's own save, even when its acknowledgement never arrived (a reload while
   * the save was in flight), so it is never mistaken for another device's newer work.
   */
  sentDigests?: string[];
};

/** How many queued saves `sentDigests` remembers: more than can be in flight at once. */
export const SENT_DIGESTS_KEPT = 8;

/**
 * A digest of a workspace's content: every file's path and value, in path order. Open tabs, the clipboard and key
 * order do not count, so the server's copy of a save digests the same as what was sent (cyrb53, 53 bits).
 */
export function workspaceDigest(workspace: Workspace): string {
  const files: Array<{ path: string; value: string }> = [];
  const walk = (nodes: Workspace['files']) => {
    for (const node of nodes) {
      if ('folder' in node) walk(node.files);
      else files.push(node);
    }
  };
  walk(workspace.files);
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  const add = (text: string) => {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 2654435761);
      h2 = Math.imul(h2 ^ c, 1597334677);
    }
  };
  for (const file of files) {
    add(file.path);
    add('\u0000');
    add(file.value);
    add('\u0001');
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * The copy of the code saved on the server with the material's progress: `updatedAt` is the server's save time,
 * `editedAt` (practices) the client edit time the save carried, null when unknown.
 */
export type ServerCode = { workspace: Workspace | null; updatedAt: number | null; editedAt?: number | null };

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
  // A server copy this device sent itself has not moved on, whatever the two clocks say.
  const ownSave = local.sentDigests?.includes(workspaceDigest(serverWs)) ?? false;
  const serverMovedOn = serverAt > (local.serverBase ?? 0) && !ownSave;
  if (!serverMovedOn) {
    return {
      workspace: local.workspace,
      source: 'local',
      notice: local.dirty ? 'restored-local' : null,
      needsUpload: local.dirty,
    };
  }
  // Edit times are compared with edit times when the server knows its copy's (the same rule as its 409 stale_save).
  if (local.dirty && local.updatedAt > (server.editedAt ?? serverAt)) {
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
  /** Records that `workspace` was queued for the server (its digest joins `sentDigests`). */
  markSent(userId: number, materialId: number, workspace: Workspace): Promise<void>;
  /**
   * The server refused a queued save as older than its copy, edited at `serverEditedAt` (409 `stale_save`). Returns
   * the draft as it now stands, for the caller to send again when it still holds newer edits. See `supersede`.
   */
  markSuperseded(userId: number, materialId: number, serverEditedAt: number): Promise<Draft | undefined>;
};

/**
 * What a refused (stale) save means for the local draft. The server holds work edited at `serverEditedAt`, later
 * than the refused save:
 * - a draft last edited at or before that time holds nothing newer than the server's copy: it is marked clean (not
 *   dirty) and its `serverBase` is left behind the server's save, so the next open takes the server's newer copy
 *   (with the "restored from the server" notice) instead of showing the older text over it;
 * - a draft edited after that time holds edits the server does not have: it stays dirty, untouched, and is sent
 *   again (practice-sync), so they are never dropped.
 */
export function supersede(draft: Draft, serverEditedAt: number): Draft | undefined {
  return draft.dirty && draft.updatedAt <= serverEditedAt ? { ...draft, dirty: false } : undefined;
}

/**
 * `next` with what `earlier` knew about the server that `next` does not: the later server base, and the digests of
 * the queued saves. The screen writes each draft with the base it opened with and without the digests, which the
 * sync queue records beside it (markSynced, markSent).
 */
function keepKnown(earlier: Draft | null | undefined, next: Draft): Draft {
  if (!earlier) return next;
  const sentDigests = next.sentDigests ?? earlier.sentDigests;
  const serverBase =
    earlier.serverBase !== null && (next.serverBase ?? 0) < earlier.serverBase ? earlier.serverBase : next.serverBase;
  return sentDigests ? { ...next, serverBase, sentDigests } : { ...next, serverBase };
}

/** A draft store over any idb-keyval–compatible backend. */
export function createDraftStore(backend: KeyValueBackend): DraftStore {
  /**
   * A change to one draft, applied to its latest value: the new value, null to remove it, or undefined to leave it.
   * The sync queue's records (markSynced, markSent) are changes too, not whole values read earlier, so a save made
   * while one waits is never overwritten by the older code it read.
   */
  type Change = (current: Draft | undefined) => Draft | null | undefined;
  // Per key: the loop writing it, and the changes waiting for it.
  const inFlight = new Map<string, Promise<void>>();
  const waiting = new Map<string, Change[]>();

  function change(key: string, apply: Change): Promise<void> {
    const list = waiting.get(key);
    if (list) list.push(apply);
    else waiting.set(key, [apply]);
    const running = inFlight.get(key);
    // The running loop picks the waiting changes up before it ends.
    if (running) return running;
    const run = (async () => {
      try {
        while (waiting.has(key)) {
          const batch = waiting.get(key) ?? [];
          waiting.delete(key);
          // A burst of changes is applied in order and written once, so the newest save always lands last.
          let value: Draft | null | undefined = await backend.get<Draft>(key);
          let changed = false;
          for (const apply of batch) {
            const next = apply(value ?? undefined);
            if (next === undefined) continue;
            value = next;
            changed = true;
          }
          if (!changed) continue;
          if (value === null || value === undefined) await backend.del(key);
          else await backend.set(key, value);
        }
      } finally {
        // Synchronously after the last check, so no change can be left behind.
        inFlight.delete(key);
      }
    })();
    inFlight.set(key, run);
    return run;
  }

  async function load(userId: number, materialId: number): Promise<Draft | undefined> {
    const key = keyOf(userId, materialId);
    const running = inFlight.get(key);
    if (running) await running.catch(() => undefined);
    return backend.get<Draft>(key);
  }

  return {
    // A save never moves `serverBase` back nor drops `sentDigests` (keepKnown): the screen saves with the base it
    // opened with, while the queue records each later server save of this draft's own earlier edits. Losing that
    // would make a save of our own look like another device's on the next open, and `chooseDraft` would then
    // weigh the server's clock against this device's and could open older code.
    save: (draft) => change(keyOf(draft.userId, draft.materialId), (current) => keepKnown(current, draft)),
    load,
    remove: (userId, materialId) => change(keyOf(userId, materialId), () => null),
    markSynced: (userId, materialId, editedAt, serverUpdatedAt) =>
      change(keyOf(userId, materialId), (current) =>
        current
          ? {
              ...current,
              serverBase: Math.max(current.serverBase ?? 0, serverUpdatedAt),
              dirty: current.updatedAt <= editedAt ? false : current.dirty,
            }
          : undefined,
      ),
    markSuperseded: async (userId, materialId, serverEditedAt) => {
      await change(keyOf(userId, materialId), (current) => (current ? supersede(current, serverEditedAt) : undefined));
      return load(userId, materialId);
    },
    markSent: (userId, materialId, workspace) => {
      const digest = workspaceDigest(workspace);
      return change(keyOf(userId, materialId), (current) =>
        current
          ? {
              ...current,
              sentDigests: [...(current.sentDigests ?? []).filter((d) => d !== digest), digest].slice(
                -SENT_DIGESTS_KEPT,
              ),
            }
          : undefined,
      );
    },
  };
}

/**
 * How long opening a material waits for its local draft. IndexedDB answers in milliseconds even on a busy
 * machine (under 1 s at load 20 in the e2e runs), but an open request it holds back (`blocked`, which idb-keyval
 * does not listen for) or a browser whose storage stalls never answers at all: the screen would load forever.
 */
export const LOCAL_DRAFT_DEADLINE_MS = 15_000;

/** The local draft store did not answer in time (see `loadLocalDraft`). */
export class DraftReadTimeout extends Error {
  constructor() {
    super('The local draft store did not answer');
    this.name = 'DraftReadTimeout';
  }
}

/**
 * The local draft of a material for a screen that is opening: undefined when there is none or storage refuses
 * (the screen then opens the server's copy, and a failing save says so), rejects with `DraftReadTimeout` when
 * storage does not answer within `deadlineMs`. It never opens without a draft that may exist but was not read:
 * the first save would then write over it.
 */
export function loadLocalDraft(
  store: DraftStore,
  userId: number,
  materialId: number,
  deadlineMs = LOCAL_DRAFT_DEADLINE_MS,
): Promise<Draft | undefined> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new DraftReadTimeout()), deadlineMs);
    store.load(userId, materialId).then(
      (draft) => {
        clearTimeout(timer);
        resolve(draft);
      },
      () => {
        clearTimeout(timer);
        resolve(undefined);
      },
    );
  });
}

let defaultStore: DraftStore | null = null;

/** The app's draft store on IndexedDB (database `kelaskoding-drafts`). */
export function drafts(): DraftStore {
  defaultStore ??= createDraftStore(idbBackend('kelaskoding-drafts', 'drafts'));
  return defaultStore;
}
