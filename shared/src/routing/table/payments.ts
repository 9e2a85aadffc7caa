import { ownedBy, page } from '../define';

/** mfe-payments: premium, donations and reports (the report tab of the pet page included). */
export const PAYMENTS_ROUTES = ownedBy('mfe_payments', [
  page('premium', '/premium'),
  page('premium-result', '/premium/result', { parent: 'premium' }),
  page('donate', '/donate'),
  page('u-reports', '/u/reports', { access: 'user' }),
  page('reports-verify', '/reports/verify'),
  page('pets-id-report', '/pets/:id/report', { access: 'user', parent: 'pets-id', layout: 'pets-id-layout' }),
]);
