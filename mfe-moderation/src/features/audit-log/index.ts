export { AuditLogView } from './ui/audit-log-view';
