/**
 * Sends one file to `POST /api/admin/uploads` with upload progress (fetch cannot report it, XMLHttpRequest
 * can) and a way to cancel. Resolves with the stored file's address; rejects with the server's translated
 * message, or `UploadCancelled` when the admin cancelled. The typed client (which rides on fetch) still names the
 * route: its `$path()` is the address, so a renamed route fails to compile here too.
 */
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { apiClient } from '../../api-client';
import { currentLocale } from '../../i18n';

export type UploadedFile = { url: string; type: string; size: number };

export class UploadCancelled extends Error {
  override readonly name = 'UploadCancelled';
}

export function uploadFile(
  file: Blob,
  name: string,
  onProgress: (fraction: number) => void,
): { done: Promise<UploadedFile>; cancel: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadedFile>((resolve, reject) => {
    xhr.open('POST', apiClient.api.admin.uploads.$path());
    xhr.setRequestHeader('x-locale', currentLocale());
    xhr.responseType = 'json';
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const body = xhr.response as { data?: UploadedFile; error?: { message?: string } } | null;
      if (xhr.status === 201 && body?.data) resolve(body.data);
      else reject(new Error(body?.error?.message ?? i18n._(msg`Unggahan gagal. Silakan coba lagi.`)));
    });
    xhr.addEventListener('error', () =>
      reject(new Error(i18n._(msg`Tidak dapat terhubung ke server. Periksa koneksi internetmu.`))),
    );
    xhr.addEventListener('abort', () => reject(new UploadCancelled()));
    const form = new FormData();
    form.append('file', file, name);
    xhr.send(form);
  });
  return { done, cancel: () => xhr.abort() };
}

/**
 * A video's length in whole seconds and a still of its first second, read by the browser from the file
 * itself, so the admin never types them.
 */
export function readVideoFacts(file: Blob): Promise<{ durationSeconds: number; poster: Blob | null }> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.preload = 'auto';
  video.src = url;
  const finish = () => URL.revokeObjectURL(url);
  return new Promise((resolve, reject) => {
    video.addEventListener('error', () => {
      finish();
      reject(new Error(i18n._(msg`Video ini tidak dapat dibaca oleh browser.`)));
    });
    video.addEventListener('loadedmetadata', () => {
      const durationSeconds = Number.isFinite(video.duration) ? Math.round(video.duration) : 0;
      video.addEventListener(
        'seeked',
        () => {
          const canvas = document.createElement('canvas');
          canvas.width = video.videoWidth;
          canvas.height = video.videoHeight;
          const context = canvas.getContext('2d');
          if (!context || canvas.width === 0) {
            finish();
            resolve({ durationSeconds, poster: null });
            return;
          }
          context.drawImage(video, 0, 0);
          canvas.toBlob((poster) => {
            finish();
            resolve({ durationSeconds, poster });
          }, 'image/png');
        },
        { once: true },
      );
      video.currentTime = Math.min(1, (video.duration || 0) / 2);
    });
  });
}
