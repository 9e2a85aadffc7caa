/** Length limits shared by every form and every body (no schema code here: the browser apps take it from `@bc/shared`). */
export const LIMITS = {
  name: 100,
  text: 5000,
  email: 254,
  passwordMin: 8,
  passwordMax: 128,
  url: 500,
  /** One way to reach a member (phone, address, handle). */
  contact: 200,
  token: 200,
  search: 100,
  pageSize: 100,
} as const;
