/** A remote's own copy of the federation runtime core, at the root of its dist/ (its standalone page loads it first). */
export const FEDERATION_RUNTIME_FILE = 'federation-runtime.js';
