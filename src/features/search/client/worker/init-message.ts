/** Page to worker, first message: where the index files are and their version (cache key). */
export interface WorkerInitMessage {
  type: 'init';
  /** Folder URL ending in '/', e.g. '/search-index/'. */
  base: string;
  version: string;
}

export function isWorkerInitMessage(data: unknown): data is WorkerInitMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<WorkerInitMessage>;
  return message.type === 'init' && typeof message.base === 'string' && typeof message.version === 'string';
}
