import { type Locale } from '@bc/shared';
import { createLoadModel } from '@bc/shared/load';
import type { TreeResponse } from '@bc/shared/contracts';
import { getMatingTree } from '../api/get-mating-tree';
import { getPetTree } from '../api/get-pet-tree';

interface TreeOptions {
  depth: number;
  /** Generations for COI and AVK (the API's default is 10). */
  generations?: number;
  /** Language of the DNA test names. */
  locale?: Locale;
}

export type TreeQuery = ({ kind: 'pet'; id: number } | { kind: 'mating'; sireId: number; damId: number }) & TreeOptions;

function subjectOf(query: TreeQuery): string {
  return query.kind === 'pet' ? `pet:${query.id}` : `mating:${query.sireId}:${query.damId}`;
}

function fetchTree(query: TreeQuery, signal: AbortSignal): Promise<TreeResponse> {
  const { depth, generations, locale } = query;
  return query.kind === 'pet'
    ? getPetTree({ id: query.id, depth, generations, locale }, signal)
    : getMatingTree({ sireId: query.sireId, damId: query.damId, depth, generations, locale }, signal);
}

/** A tree on screen: `$tree`, `fetchTreeFx`, `treeOpened` (view shown or depth changed), `treeRetried`. */
export function createTreeModel() {
  const model = createLoadModel<TreeQuery, TreeResponse>({
    fetch: fetchTree,
    key: (query) => `${subjectOf(query)}:${query.depth}:${query.generations ?? ''}:${query.locale ?? ''}`,
    subject: subjectOf,
  });
  return {
    treeOpened: model.opened,
    treeRetried: model.retried,
    fetchTreeFx: model.fetchFx,
    treeLoaded: model.loaded,
    $tree: model.$data,
    $treeStatus: model.$status,
    $treeError: model.$error,
  };
}

export type TreeModel = ReturnType<typeof createTreeModel>;
