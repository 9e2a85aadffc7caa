export { createLastReason, type LastReason } from './last-reason';
export { QueueFilters } from './queue-filters';
export { type QueueCommand, queueCommandOf, QUEUE_KEYS } from './queue-keys';
export { QueueList, type QueueKeys } from './queue-list';
export { runEach } from './run-each';
export { BulkReason } from './bulk-reason';
export { BulkPublication } from './bulk-publication';
