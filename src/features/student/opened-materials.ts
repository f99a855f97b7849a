/**
 * Which progress row each material the student opened got (the answer of `progress-topic`), kept on this
 * device: reopening a material offline cannot ask the server, and the practice and project screens need
 * the row to load their saved work and to queue their progress.
 */
const key = (progressId: number, materialId: number) => `kk:opened:${progressId}:${materialId}`;

/** Remembers the row of an opened material. */
export function rememberOpened(progressId: number, materialId: number, progressMaterialId: number): void {
  try {
    localStorage.setItem(key(progressId, materialId), String(progressMaterialId));
  } catch {
    // Storage full or refused (private mode): the material still opens online.
  }
}

/** The row of a material opened before on this device, if any. */
export function openedBefore(progressId: number, materialId: number): number | null {
  try {
    const value = Number(localStorage.getItem(key(progressId, materialId)));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}
