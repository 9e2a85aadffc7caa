/**
 * For a process started by the start command's supervisor (with an IPC channel): when the channel closes — the
 * supervisor stopped or was killed, even with SIGKILL — this process ends too, through its own SIGTERM handling
 * (the API shuts down gracefully), so no server is left orphaned on its port. Does nothing without a channel;
 * call it first thing at start.
 */
export function exitWithParent(): void {
  if (!process.send) return;
  const end = () => {
    if (process.listenerCount('SIGTERM') > 0) process.kill(process.pid, 'SIGTERM');
    else process.exit(0);
  };
  if (!process.connected) end();
  else process.once('disconnect', end);
}
