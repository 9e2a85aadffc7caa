export { MyReportsView } from './ui/my-reports-view';
export { ReportTabView } from './ui/report-tab-view';
export { ReportVerifyView } from './ui/report-verify-view';
