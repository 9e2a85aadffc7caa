import { defineEndpoints } from '../route';

/**
 * Payments: premium membership, donations, and the providers' side (webhooks, the embedded sandbox's checkout page).
 * Contracts in this folder. Every payment is an order (`orderId`, unguessable) with a provider's payment behind it.
 */
export const paymentEndpoints = defineEndpoints({
  prices: { method: 'GET', url: '/api/payments/prices', auth: 'public' },
  premiumState: { method: 'GET', url: '/api/premium/state', auth: 'user' },
  premiumBuy: { method: 'POST', url: '/api/premium/buy', auth: 'user' },
  premiumStatus: { method: 'POST', url: '/api/premium/status', auth: 'user' },
  disableAutoPay: { method: 'GET', url: '/api/premium/disable-auto-pay', auth: 'user' },
  enableAutoPay: { method: 'GET', url: '/api/premium/enable-auto-pay', auth: 'user' },
  donateBuy: { method: 'POST', url: '/api/donates/buy', auth: 'optional' },
  donateStatus: { method: 'POST', url: '/api/donates/status', auth: 'optional' },
  donateMonth: { method: 'GET', url: '/api/donates/month', auth: 'public' },
  reportBuy: { method: 'POST', url: '/api/reports/buy', auth: 'user' },
  reportStatus: { method: 'POST', url: '/api/reports/status', auth: 'user' },
  myReports: { method: 'GET', url: '/api/reports', auth: 'user' },
  myReportOrders: { method: 'GET', url: '/api/reports/orders', auth: 'user' },
  reportFile: { method: 'GET', url: '/api/reports/:id/pdf', auth: 'user' },
  reportReissue: { method: 'POST', url: '/api/reports/:id/reissue', auth: 'user' },
  reportVerify: { method: 'GET', url: '/api/reports/verify/:number', auth: 'public' },
  matingPaymentBuy: { method: 'POST', url: '/api/payments/mating/buy', auth: 'user' },
  moderatorDonations: { method: 'GET', url: '/api/payments/donations', auth: 'moderator' },
  donationHideName: { method: 'POST', url: '/api/payments/donations/:id/hide-name', auth: 'moderator' },
  orderRefund: { method: 'POST', url: '/api/payments/orders/:orderId/refund', auth: 'moderator' },
  webhook: { method: 'POST', url: '/api/payments/webhook/:provider', auth: 'public' },
  sandboxCheckout: { method: 'GET', url: '/api/payments/sandbox/checkout/:paymentId', auth: 'public' },
  sandboxAnswer: { method: 'POST', url: '/api/payments/sandbox/checkout/:paymentId', auth: 'public' },
});
