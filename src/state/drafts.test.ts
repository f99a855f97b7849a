import { proxy, snapshot } from 'valtio/vanilla';
import { describe, expect, it } from 'vitest';
import { memoryBackend } from '../../tests/fakes/memory-kv';
import type { Workspace } from '../../workers/workspace/types';
import {
  chooseDraft,
  createDraftStore,
  type Draft,
  DraftReadTimeout,
  loadLocalDraft,
  SENT_DIGESTS_KEPT,
  workspaceDigest,
} from './drafts';

function workspace(html: string): Workspace {
  return {
    files: [{ id: 'FL-1', name: 'index', ext: 'html', lang: 'html', path: 'index.html', type: 'code', value: html }],
    activeFile: 'FL-1',
    activeFolder: null,
    openedFiles: ['FL-1'],
    copied: null,
  };
}

function draft(html: string, overrides: Partial<Draft> = {}): Draft {
  return {
    userId: 7,
    materialId: 3,
    workspace: workspace(html),
    taskIndex: 0,
    updatedAt: 1_000,
    serverBase: null,
    dirty: true,
    ...overrides,
  };
}

const htmlOf = (ws: Workspace | undefined) => {
  const file = ws?.files[0];
  return file && !('folder' in file) ? file.value : undefined;
};

describe('draft store', () => {
  it('saves a draft and loads it back as an equal copy', async () => {
    const backend = memoryBackend();
    const store = createDraftStore(backend);
    const saved = draft('<h1>Halo</h1>');
    await store.save(saved);
    const loaded = await store.load(7, 3);
    expect(loaded).toEqual(saved);
    expect(loaded).not.toBe(saved);
  });

  it('keeps drafts of different students and materials apart', async () => {
    const store = createDraftStore(memoryBackend());
    await store.save(draft('<p>a</p>'));
    await store.save(draft('<p>b</p>', { userId: 8 }));
    await store.save(draft('<p>c</p>', { materialId: 4 }));
    expect(htmlOf((await store.load(7, 3))?.workspace)).toBe('<p>a</p>');
    expect(htmlOf((await store.load(8, 3))?.workspace)).toBe('<p>b</p>');
    expect(htmlOf((await store.load(7, 4))?.workspace)).toBe('<p>c</p>');
    expect(await store.load(9, 3)).toBeUndefined();
  });

  it('coalesces a burst of saves so the newest one always lands last', async () => {
    const backend = memoryBackend();
    backend.delayTurns = 2;
    const store = createDraftStore(backend);
    const saves = Array.from({ length: 50 }, (_, i) => store.save(draft(`<p>${i}</p>`, { updatedAt: i })));
    // A load during the burst already sees the newest value.
    expect(htmlOf((await store.load(7, 3))?.workspace)).toBe('<p>49</p>');
    await Promise.all(saves);
    expect(htmlOf((await createDraftStore(backend).load(7, 3))?.workspace)).toBe('<p>49</p>');
    expect(backend.writes).toBeLessThan(50);
    expect(backend.writes).toBeGreaterThanOrEqual(1);
  });

  it('does not lose a save made right as the previous write finishes', async () => {
    const backend = memoryBackend();
    const store = createDraftStore(backend);
    const first = store.save(draft('<p>1</p>'));
    await first;
    await store.save(draft('<p>2</p>'));
    expect(htmlOf((await createDraftStore(backend).load(7, 3))?.workspace)).toBe('<p>2</p>');
  });

  it('refuses a live valtio proxy, which IndexedDB cannot clone, and accepts its snapshot', async () => {
    const store = createDraftStore(memoryBackend());
    const state = proxy(workspace('<h1>x</h1>'));
    await expect(store.save({ ...draft(''), workspace: state })).rejects.toThrow();
    await store.save({ ...draft(''), workspace: snapshot(state) as Workspace });
    expect(htmlOf((await store.load(7, 3))?.workspace)).toBe('<h1>x</h1>');
  });

  it('reports a failed write and keeps working once storage recovers', async () => {
    const backend = memoryBackend();
    const store = createDraftStore(backend);
    backend.failWith = new Error('QuotaExceededError');
    await expect(store.save(draft('<p>lost?</p>'))).rejects.toThrow('QuotaExceededError');
    backend.failWith = null;
    await store.save(draft('<p>kept</p>'));
    expect(htmlOf((await store.load(7, 3))?.workspace)).toBe('<p>kept</p>');
  });

  it('removes a draft', async () => {
    const store = createDraftStore(memoryBackend());
    await store.save(draft('<p>a</p>'));
    await store.remove(7, 3);
    expect(await store.load(7, 3)).toBeUndefined();
  });

  it('marks a draft synced only when no edit came after the saved one', async () => {
    const store = createDraftStore(memoryBackend());
    await store.save(draft('<p>a</p>', { updatedAt: 100 }));
    await store.markSynced(7, 3, 100, 5_000);
    expect(await store.load(7, 3)).toMatchObject({ dirty: false, serverBase: 5_000 });

    await store.save(draft('<p>b</p>', { updatedAt: 200, serverBase: 5_000 }));
    await store.markSynced(7, 3, 150, 6_000);
    expect(await store.load(7, 3)).toMatchObject({ dirty: true, serverBase: 6_000 });
  });
  it('keeps the server base a sync recorded when the screen saves a newer edit with its older base', async () => {
    // The screen opened at server time 1_000 and saves every edit with that base; the queue's save of edit A
    // came back stamped 9_000 by the server's clock, after edit B (client time 8_000) was typed.
    const store = createDraftStore(memoryBackend());
    await store.save(draft('<h1>A', { updatedAt: 7_000, serverBase: 1_000 }));
    await store.markSynced(7, 3, 7_000, 9_000);
    await store.save(draft('<h1>A</h1>', { updatedAt: 8_000, serverBase: 1_000 }));
    const local = await store.load(7, 3);
    expect(local).toMatchObject({ serverBase: 9_000, dirty: true });

    // On the next open the server holds A as of 9_000: that is this device's own save, so B is kept and sent.
    const choice = chooseDraft(local, { workspace: workspace('<h1>A'), updatedAt: 9_000 }, workspace(''));
    expect(choice).toMatchObject({ source: 'local', needsUpload: true });
    expect(htmlOf(choice.workspace)).toBe('<h1>A</h1>');
  });
  it("remembers the digests of queued saves across the screen's own saves, even one still waiting to be written", async () => {
    const backend = memoryBackend();
    backend.delayTurns = 2;
    const store = createDraftStore(backend);
    await store.save(draft('<h1>A', { updatedAt: 7_000 }));
    // The queue records A while the screen's save of B is written: B comes without digests, and A's stays.
    const sent = store.markSent(7, 3, workspace('<h1>A'));
    const saved = store.save(draft('<h1>A</h1>', { updatedAt: 8_000 }));
    await Promise.all([sent, saved]);
    const local = await store.load(7, 3);
    expect(htmlOf(local?.workspace)).toBe('<h1>A</h1>');
    expect(local?.sentDigests).toEqual([workspaceDigest(workspace('<h1>A'))]);

    for (let i = 0; i < SENT_DIGESTS_KEPT + 2; i++) await store.markSent(7, 3, workspace(`<p>${i}</p>`));
    const kept = (await store.load(7, 3))?.sentDigests ?? [];
    expect(kept).toHaveLength(SENT_DIGESTS_KEPT);
    expect(kept.at(-1)).toBe(workspaceDigest(workspace(`<p>${SENT_DIGESTS_KEPT + 1}</p>`)));
  });
});

describe('workspaceDigest', () => {
  it("follows the files' paths and contents only", () => {
    const a = workspace('<h1>A</h1>');
    expect(workspaceDigest({ ...a, openedFiles: [], activeFile: null })).toBe(workspaceDigest(a));
    expect(workspaceDigest(JSON.parse(JSON.stringify(a)))).toBe(workspaceDigest(a));
    expect(workspaceDigest(workspace('<h1>B</h1>'))).not.toBe(workspaceDigest(a));
    const moved = { ...a, files: [{ ...a.files[0], path: 'home.html' } as Workspace['files'][number]] };
    expect(workspaceDigest(moved)).not.toBe(workspaceDigest(a));
  });
});

describe('chooseDraft', () => {
  const starter = workspace('<!-- starter -->');

  it('opens the starter code when there is no copy anywhere', () => {
    expect(chooseDraft(undefined, { workspace: null, updatedAt: null }, starter)).toEqual({
      workspace: starter,
      source: 'starter',
      notice: null,
      needsUpload: false,
    });
  });

  it('opens the server copy on a new device and says so', () => {
    const choice = chooseDraft(undefined, { workspace: workspace('<p>server</p>'), updatedAt: 10 }, starter);
    expect(choice.source).toBe('server');
    expect(choice.notice).toBe('restored-server');
  });

  it('restores a local draft the server never got and asks to upload it', () => {
    const choice = chooseDraft(draft('<p>local</p>'), { workspace: null, updatedAt: null }, starter);
    expect(choice).toMatchObject({ source: 'local', notice: 'restored-local', needsUpload: true });
  });

  it('opens a clean local draft in step with the server without a notice', () => {
    const local = draft('<p>same</p>', { serverBase: 50, dirty: false });
    const choice = chooseDraft(local, { workspace: workspace('<p>same</p>'), updatedAt: 50 }, starter);
    expect(choice).toMatchObject({ source: 'local', notice: null, needsUpload: false });
  });

  it('keeps unsaved local edits made after the last server save', () => {
    const local = draft('<p>offline edit</p>', { serverBase: 50, dirty: true, updatedAt: 60 });
    const choice = chooseDraft(local, { workspace: workspace('<p>old</p>'), updatedAt: 50 }, starter);
    expect(choice).toMatchObject({ source: 'local', notice: 'restored-local', needsUpload: true });
  });

  it('keeps newer local edits over a save of this device whose answer never came (the page reloaded meanwhile)', () => {
    // A was queued at client time 7_000 and stamped 9_000 by the server's clock; B was typed at 8_000 and the
    // page reloaded before A's answer arrived, so the draft's server base is still the opening one.
    const local = draft('<h1>A</h1>', {
      updatedAt: 8_000,
      serverBase: 1_000,
      dirty: true,
      sentDigests: [workspaceDigest(workspace('<h1>A'))],
    });
    const choice = chooseDraft(local, { workspace: workspace('<h1>A'), updatedAt: 9_000 }, workspace(''));
    expect(choice).toMatchObject({ source: 'local', needsUpload: true });
    expect(htmlOf(choice.workspace)).toBe('<h1>A</h1>');
  });

  it('takes the server copy when another device saved later', () => {
    const local = draft('<p>here</p>', { serverBase: 50, dirty: true, updatedAt: 60 });
    const choice = chooseDraft(local, { workspace: workspace('<p>other device</p>'), updatedAt: 90 }, starter);
    expect(choice.source).toBe('server');
    expect(htmlOf(choice.workspace)).toBe('<p>other device</p>');
  });

  it('keeps local edits that are newer than a later server save', () => {
    const local = draft('<p>newest</p>', { serverBase: 50, dirty: true, updatedAt: 120 });
    const choice = chooseDraft(local, { workspace: workspace('<p>other device</p>'), updatedAt: 90 }, starter);
    expect(choice).toMatchObject({ source: 'local', needsUpload: true });
  });

  it('replaces a clean local draft when the server moved on', () => {
    const local = draft('<p>old</p>', { serverBase: 50, dirty: false, updatedAt: 200 });
    const choice = chooseDraft(local, { workspace: workspace('<p>new</p>'), updatedAt: 90 }, starter);
    expect(choice).toMatchObject({ source: 'server', notice: 'restored-server' });
  });
});

describe('a queued save refused as stale (409 stale_save)', () => {
  const starter = workspace('<p>starter</p>');

  it('compares local edits with the edit time of the server copy when the server knows it', () => {
    // Server clock says 900 (after the local edit at 800); the copy's edit time says 700 (before it).
    const local = draft('<p>mine</p>', { serverBase: 50, dirty: true, updatedAt: 800 });
    const server = { workspace: workspace('<p>theirs</p>'), updatedAt: 900 };
    expect(chooseDraft(local, { ...server, editedAt: 700 }, starter)).toMatchObject({ source: 'local' });
    expect(chooseDraft(local, { ...server, editedAt: 850 }, starter)).toMatchObject({ source: 'server' });
  });

  it('marks a draft no newer than the server copy clean, so the next open takes the newer server copy', async () => {
    const store = createDraftStore(memoryBackend());
    await store.save(draft('<p>older</p>', { serverBase: 50, dirty: true, updatedAt: 1_000 }));
    const after = await store.markSuperseded(7, 3, 1_500);
    expect(after).toMatchObject({ dirty: false, serverBase: 50, updatedAt: 1_000 });
    const reopened = chooseDraft(
      after,
      { workspace: workspace('<p>newer</p>'), updatedAt: 90, editedAt: 1_500 },
      starter,
    );
    expect(reopened).toMatchObject({ source: 'server', notice: 'restored-server', needsUpload: false });
    expect(htmlOf(reopened.workspace)).toBe('<p>newer</p>');
  });

  it('keeps a draft with edits newer than the server copy dirty and unchanged, to be sent again', async () => {
    const store = createDraftStore(memoryBackend());
    const mine = draft('<p>newest</p>', { serverBase: 50, dirty: true, updatedAt: 2_000 });
    await store.save(mine);
    expect(await store.markSuperseded(7, 3, 1_500)).toEqual(mine);
    const reopened = chooseDraft(
      mine,
      { workspace: workspace('<p>server</p>'), updatedAt: 90, editedAt: 1_500 },
      starter,
    );
    expect(reopened).toMatchObject({ source: 'local', needsUpload: true });
  });

  it('leaves a missing draft missing', async () => {
    const store = createDraftStore(memoryBackend());
    expect(await store.markSuperseded(7, 3, 1_500)).toBeUndefined();
  });
});

describe('loadLocalDraft', () => {
  it('gives the draft, and undefined when storage refuses', async () => {
    const backend = memoryBackend();
    const store = createDraftStore(backend);
    await store.save(draft('<h1>Halo</h1>'));
    expect(htmlOf((await loadLocalDraft(store, 7, 3, 1_000))?.workspace)).toBe('<h1>Halo</h1>');
    backend.failWith = new Error('quota');
    await expect(loadLocalDraft(store, 7, 3, 1_000)).resolves.toBeUndefined();
  });

  it('rejects with DraftReadTimeout when storage never answers, so the screen does not load forever', async () => {
    const backend = memoryBackend();
    // An IndexedDB open request that is held back never fires success or error.
    backend.get = () => new Promise(() => undefined);
    await expect(loadLocalDraft(createDraftStore(backend), 7, 3, 30)).rejects.toBeInstanceOf(DraftReadTimeout);
  });
});
