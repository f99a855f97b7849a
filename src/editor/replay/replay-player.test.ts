/**
 * The player the mentor's screens share: the files at a point of the replay, and the file a viewer following the
 * replay shows as the learner switches files.
 */
import { describe, expect, it } from 'vitest';
import type { WorkspaceFile, WorkspaceNode } from '../../../workers/workspace/types';
import type { ReplayEvent } from './replay-codec';
import { filesAt, followedFileId, frameAt } from './replay-player';

const code = (id: string, path: string, value: string): WorkspaceFile => {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const [base = name, ext = ''] = name.split('.');
  return { id, name: base, ext, lang: ext === 'css' ? 'css' : 'html', path, type: 'code', value };
};

const sent: WorkspaceNode[] = [
  code('FL-index', 'index.html', '<h1>Halo</h1>\n<p>Selesai</p>'),
  {
    id: 'FD-css',
    name: 'css',
    path: 'css',
    folder: true,
    files: [code('FL-style', 'css/style.css', 'h1 { color: red; }')],
  } as WorkspaceNode,
  { ...code('FL-logo', 'logo.png', 'data:image/png;base64,AAAA'), type: 'image', ext: 'png' },
];

const events: ReplayEvent[] = [
  { t: 0, type: 'open', file: 'index.html', text: '' },
  { t: 100, type: 'change', file: 'index.html', changes: [[0, 0, '<h1>Halo</h1>']] },
  { t: 900, type: 'open', file: 'css/style.css', text: '' },
  { t: 1000, type: 'change', file: 'css/style.css', changes: [[0, 0, 'h1 {}']] },
  { t: 1500, type: 'check', passed: 1, total: 3, failing: [1, 2] },
  { t: 2000, type: 'open', file: 'index.html' },
  { t: 2100, type: 'paste', file: 'index.html', changes: [[13, 13, '\n<p>Selesai</p>']] },
];

describe('the files at a point of the replay', () => {
  it('puts the replay texts into the sent tree, folders included, and leaves files it never saw as sent', () => {
    const frame = frameAt(events, 4);
    const nodes = filesAt(sent, frame.files);
    const index = nodes[0] as WorkspaceFile;
    const folder = nodes[1] as Extract<WorkspaceNode, { folder: true }>;
    expect(index.value).toBe('<h1>Halo</h1>');
    expect((folder.files[0] as WorkspaceFile).value).toBe('h1 {}');
    expect(nodes[2]).toBe(sent[2]);
    // The sent tree itself is not touched.
    expect((sent[0] as WorkspaceFile).value).toBe('<h1>Halo</h1>\n<p>Selesai</p>');
  });

  it('reaches the sent text at the end of a replay that recorded every change', () => {
    const nodes = filesAt(sent, frameAt(events, events.length).files);
    expect((nodes[0] as WorkspaceFile).value).toBe((sent[0] as WorkspaceFile).value);
  });
});

describe('the file the viewer follows', () => {
  it('is the file the learner was in at each point: opened, edited, switched back to', () => {
    const followed = events.map((_, i) => followedFileId(sent, frameAt(events, i + 1).active));
    expect(followed).toEqual(['FL-index', 'FL-index', 'FL-style', 'FL-style', 'FL-style', 'FL-index', 'FL-index']);
  });

  it('is a file inside a folder by its full path', () => {
    expect(followedFileId(sent, 'css/style.css')).toBe('FL-style');
  });

  it('is none before the first event, for a path the workspace no longer has, and for an image', () => {
    expect(followedFileId(sent, frameAt(events, 0).active)).toBeNull();
    expect(followedFileId(sent, 'old-name.html')).toBeNull();
    expect(followedFileId(sent, 'logo.png')).toBeNull();
    expect(followedFileId(sent, 'css')).toBeNull();
  });
});
