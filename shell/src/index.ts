// The entry only starts the bootstrap; everything else is in it.
//
// Before it, the heaviest libraries are evaluated one per task: their code is already downloading (the page
// preloads it), and evaluated together with the bootstrap they made one ~100 ms task on a phone's main thread, during
// which the page could not respond. A failure here is left to the bootstrap's own import, which reports it.
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// (Whole modules only: a namespace import keeps every export of the module. The shell provides these whole to the
// remotes anyway; React Router as the part of it the apps use.)
const LIBRARIES = [
  () => import('react-dom/client'),
  () => import('@bc/shared/mantine'),
  () => import('@bc/shared/provided/react-router'),
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
