import { createTreeModel } from './tree-model';

export { createTreeModel, type TreeModel, type TreeQuery } from './tree-model';

/** The pedigree tab's tree (`?depth=`). */
export const pedigreeTree = createTreeModel();
/** The genetics tab's tree: COI, AVK, completeness and common ancestors over N generations. */
export const geneticsTree = createTreeModel();
/** The test-mating view's tree. */
export const matingTree = createTreeModel();
