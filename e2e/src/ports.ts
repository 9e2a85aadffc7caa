/**
 * Ports of the site the end-to-end tests start (apart from a developer's site on 3000–3006/3100).
 * E2E_PORT_BASE moves the whole set, so two runs can share a machine: every port lies in base … base + 99 (the
 * shell and the remotes from base, the Metrika shell at +10, standalone remotes from +50, the API at +98, the
 * control server at +99), so runs whose bases are 100 apart never meet (the API at +100 was the next run's shell).
 */
const base = Number(process.env.E2E_PORT_BASE) || 4000;

export const E2E = {
  shellPort: base,
  remotePortBase: base,
  apiPort: base + 98,
  /** A second shell server with a Yandex Metrika counter id configured. */
  metrikaShellPort: base + 10,
  metrikaId: 98765432,
  controlPort: base + 99,
} as const;
