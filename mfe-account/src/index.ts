// Standalone entry: the async boundary lets the federation runtime share singletons first.
import('./bootstrap');
