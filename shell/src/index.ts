// The entry only starts the federation runtime's async boundary; everything else is in bootstrap.
//
// Before it, the heaviest shared libraries are evaluated one per task: their code is already downloading (the page
// preloads it), and evaluated together with the bootstrap they made one ~100 ms task on a phone's main thread, during
// which the page could not respond. A failure here is left to the bootstrap's own import, which reports it.
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const LIBRARIES = [
  () => import('react-dom/client'),
  () => import('@mantine/core'),
  () => import('react-router'),
  () => import('i18next'),
  () => import('effector'),
  () => import('@bc/shared'),
];

async function start(): Promise<void> {
  for (const load of LIBRARIES) {
    await load().catch(() => undefined);
    await yieldToMain();
  }
  // The chunk name lets the build preload the bootstrap and the singletons it needs from the HTML.
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}

void start();
