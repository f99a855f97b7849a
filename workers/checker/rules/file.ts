/**
 * The file rule (docs/decisions/0009-checker.md): `path`, `name` and `ext` decide. With `belongsTo === 'file'` the
 * file `name.ext` must exist in folder `path`; otherwise the folder `name` must exist in `path`.
 */
import type { FileAnswer, RuleResult } from '../api';
import { type CheckContext, joinPath, normalizePath } from '../context';
import { result } from './result';

export function checkFile(answer: FileAnswer, index: number, ctx: CheckContext): RuleResult {
  const { path, name, ext, belongsTo } = answer;
  if (typeof name !== 'string' || name.trim() === '')
    return result(index, 'file', 'invalid-answer', { params: { field: 'name' } });
  if (path !== undefined && path !== null && typeof path !== 'string') {
    return result(index, 'file', 'invalid-answer', { params: { field: 'path' } });
  }
  if (ext !== undefined && ext !== null && typeof ext !== 'string') {
    return result(index, 'file', 'invalid-answer', { params: { field: 'ext' } });
  }
  const folder = normalizePath((path ?? '').trim()).replace(/\/+$/, '');
  if (belongsTo === 'file') {
    const extension = (ext ?? '').trim().replace(/^\.+/, '');
    const target = joinPath(folder, extension === '' ? name.trim() : `${name.trim()}.${extension}`);
    return ctx.byPath.has(target)
      ? result(index, 'file', 'ok', { params: { path: target }, file: target })
      : result(index, 'file', 'file-missing', { params: { path: target, type: 'file' } });
  }
  const target = joinPath(folder, name.trim().replace(/\/+$/, ''));
  return ctx.folders.has(target)
    ? result(index, 'file', 'ok', { params: { path: `${target}/` } })
    : result(index, 'file', 'file-missing', { params: { path: `${target}/`, type: 'folder' } });
}
