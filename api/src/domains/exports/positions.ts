/**
 * Where an ancestor stands in a pedigree tree in heap layout (slot 0 the dog, the sire of slot i at 2i+1, its dam at
 * 2i+2: src/pedigree/tree.ts): its Ahnentafel number (1 the dog, 2 its sire, 3 its dam, 4 the sire's sire…), its
 * generation, and its path read from the dog (`S` sire, `D` dam: `SD` is the sire's dam), as clubs' pedigree forms
 * number them.
 */
export interface Position {
  number: number;
  generation: number;
  path: string;
}

export function positionOf(slot: number): Position {
  let path = '';
  for (let i = slot; i > 0; i = (i - 1) >> 1) path = (i % 2 === 1 ? 'S' : 'D') + path;
  return { number: slot + 1, generation: path.length, path };
}
