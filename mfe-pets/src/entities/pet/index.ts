export { isPetNotFound } from './lib/not-found';
export { setPublish } from './api/set-publish';
export { toggleLike } from './api/toggle-like';
