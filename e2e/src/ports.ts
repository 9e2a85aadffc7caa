/**
 * Ports of the site the end-to-end tests start (apart from a developer's site on 3000–3006/3100).
 * E2E_PORT_BASE moves the whole set, so two runs can share a machine.
 */
const base = Number(process.env.E2E_PORT_BASE) || 4000;

export const E2E = {
  shellPort: base,
  remotePortBase: base,
  apiPort: base + 100,
  /** A second shell server with a Yandex Metrika counter id configured. */
  metrikaShellPort: base + 10,
  metrikaId: 98765432,
  controlPort: base + 99,
} as const;
