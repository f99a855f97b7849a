import { describe, expect, it } from 'vitest';
import { MAX_WORKSPACE_BYTES } from '../../../api/contracts/workspace-limits';
import { addFile, createWorkspace } from '../../../workers/workspace';
import { checkImageFile, MAX_IMAGE_BYTES } from '../../editor/image-file';
import { toWorkspaceImage } from './workspace-image';

const PNG_HEADER = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('images added from disk', () => {
  it('become data URLs of their type, whatever the case of the extension', () => {
    const result = toWorkspaceImage(createWorkspace(), 'LOGO.PNG', PNG_HEADER);
    expect(result).toEqual({ ok: true, name: 'LOGO.PNG', dataUrl: 'data:image/png;base64,iVBORw0KGgo=' });
    const svg = toWorkspaceImage(createWorkspace(), 'icon.svg', new TextEncoder().encode('<svg/>'));
    expect(svg.ok && svg.dataUrl).toBe(`data:image/svg+xml;base64,${btoa('<svg/>')}`);
  });

  it('refuses files that are not images a workspace may hold', () => {
    for (const name of ['notes.txt', 'photo.bmp', 'archive.zip', 'png', '.png'])
      expect(checkImageFile(name, 10), name).toEqual({ code: 'not-an-image' });
  });

  it('refuses an image over the size limit before reading it', () => {
    expect(checkImageFile('big.jpg', MAX_IMAGE_BYTES + 1)).toEqual({ code: 'too-large', limit: MAX_IMAGE_BYTES });
    expect(checkImageFile('ok.jpg', MAX_IMAGE_BYTES)).toBeNull();
  });

  it('refuses an image the workspace has no room for (the server limit counts every file)', () => {
    const added = addFile(createWorkspace(), null, 'big.html', { value: 'x'.repeat(MAX_WORKSPACE_BYTES - 20) });
    if (!added.ok) throw new Error('setup failed');
    expect(toWorkspaceImage(added.workspace, 'a.png', PNG_HEADER)).toEqual({
      ok: false,
      problem: { code: 'workspace-full', limit: MAX_WORKSPACE_BYTES },
    });
    expect(toWorkspaceImage(createWorkspace(), 'a.png', PNG_HEADER).ok).toBe(true);
  });
});
