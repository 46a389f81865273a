import { useCallback, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { mediaApi } from '../api/ops-endpoints';
import { uploadWithProgress } from './upload-with-progress';
import { isVideoFile, uploadVideoResumable } from './upload-video-resumable';

export type UploadState = { state: 'uploading'; percent: number } | { state: 'processing' } | { state: 'done' } | { state: 'failed'; reason: string };

export interface QueuedUpload {
  key: number;
  name: string;
  status: UploadState;
}

/** Files sent at once: a batch of thirty goes through without thirty connections racing each other. */
const PARALLEL_UPLOADS = 3;

/**
 * The upload queue: each picked or dropped file with its own progress, sent a few at a time. Each finished
 * upload refreshes the library (and the audit log) through the Media tag.
 */
export function useMediaUploads(): { uploads: QueuedUpload[]; add(files: readonly File[]): void; clearFinished(): void } {
  const dispatch = useDispatch();
  const [uploads, setUploads] = useState<QueuedUpload[]>([]);
  const nextKey = useRef(1);
  const waiting = useRef<Array<{ key: number; file: File }>>([]);
  const running = useRef(0);

  const update = useCallback((key: number, status: UploadState) => {
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, status } : upload)));
  }, []);

  const pump = useCallback(() => {
    while (running.current < PARALLEL_UPLOADS && waiting.current.length > 0) {
      const { key, file } = waiting.current.shift()!;
      running.current++;
      const send = isVideoFile(file) ? uploadVideoResumable : uploadWithProgress;
      void send(file, (percent) => update(key, percent < 100 ? { state: 'uploading', percent } : { state: 'processing' })).then((outcome) => {
        running.current--;
        update(key, outcome.ok ? { state: 'done' } : { state: 'failed', reason: outcome.reason });
        if (outcome.ok) dispatch(mediaApi.util.invalidateTags(['Media', 'Audit']));
        pump();
      });
    }
  }, [dispatch, update]);

  const add = useCallback(
    (files: readonly File[]) => {
      const queued = files.map((file) => ({ key: nextKey.current++, file }));
      setUploads((current) => [...current, ...queued.map(({ key, file }) => ({ key, name: file.name, status: { state: 'uploading', percent: 0 } as const }))]);
      waiting.current.push(...queued);
      pump();
    },
    [pump],
  );

  const clearFinished = useCallback(
    () => setUploads((current) => current.filter((upload) => upload.status.state === 'uploading' || upload.status.state === 'processing')),
    [],
  );

  return { uploads, add, clearFinished };
}
