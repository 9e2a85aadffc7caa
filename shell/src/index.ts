// The entry only starts the federation runtime's async boundary; everything else is in bootstrap.
import('./bootstrap');
