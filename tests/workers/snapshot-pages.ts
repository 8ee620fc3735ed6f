/** The pages the Workers snapshot spec adds to the stand-in's export (make-stand-in-export.ts) and edits. */
export const SNAPSHOT_PAGES = {
  /** Requested and republished by the tests. */
  edited: { id: 'workersSnapshotEditedPage', path: '/workers-snapshot-edited', title: 'Snapshot page as first published' },
  /** Requested for the first time only while Contentful is down. */
  unseen: { id: 'workersSnapshotUnseenPage', path: '/workers-snapshot-unseen', title: 'Snapshot page first seen during an outage' },
} as const
