// A child for the supervisor's tests: serves its pid over HTTP on the port given, ends itself with its parent.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exitWithParent } from '@bc/shared/node/exit-with-parent';

exitWithParent();
const server = createServer((_req, res) => res.end(String(process.pid)));
server.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () => {
  process.send?.({ ready: true, port: (server.address() as AddressInfo).port });
});
