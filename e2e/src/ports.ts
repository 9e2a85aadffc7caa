/** Ports of the site the end-to-end tests start (apart from a developer's site on 3000–3006/3100). */
export const E2E = {
  shellPort: 4000,
  remotePortBase: 4000,
  apiPort: 4100,
  /** A second shell server with a Yandex Metrika counter id configured. */
  metrikaShellPort: 4010,
  metrikaId: 98765432,
  controlPort: 4099,
} as const;
