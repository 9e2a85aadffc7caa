// The entry only starts the federation runtime's async boundary; everything else is in bootstrap.
// The chunk name lets the build preload the bootstrap and the singletons it needs from the HTML.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
