// Where one project's collector keeps its state in storage: every key starts `analytics:<project>`.
// Exported so a test can look for a stored queue without spelling the format out again.

export const storageKeyPrefix = (project: string) => `analytics:${project}`;

/** The tabs' stored queues: `<prefix>:queue:<tabId>`, one per tab (./tab-queue.ts). */
export const queueKeyPrefix = (prefix: string) => `${prefix}:queue:`;
