/**
 * Pedigree contracts: trees, COI, AVK, completeness, common ancestors and DNA-test risk, for a pet or for a test
 * mating of a sire and a dam. Paths follow the original API's shape:
 * - `GET /api/pets/tree/{id}/{depth}` — the tree of pet {id}; `GET /api/pets/tree/{id}` — the same at depth 10;
 * - `GET /api/pets/tree/0/{depth}/mating/{sireId}/{damId}` — the tree of a test mating;
 *   `GET /api/pets/tree/0/mating/{sireId}/{damId}` — the same at depth 10;
 * - `GET /api/pets/all-trees-diseases/{id}/0/0?depth=` — DNA-test data across a pet's tree;
 * - `GET /api/pets/all-trees-diseases/0/{sireId}/{damId}?depth=` — the same for a test mating;
 * - `GET /api/pets/{id}/stud-ranking?generations=&page=&limit=&offeredOnly=&countryOfResidence=&birthYearFrom=&birthYearTo=&alive=&clearFor=`
 *   — males for a female, by offspring COI.
 *
 * Visibility: a draft or hidden pet is seen only by its owner, breeder and creator and by moderators. As the
 * subject (or sire/dam of a test mating) it answers 404 to anyone else; as an ancestor its slot is SLOT_HIDDEN and
 * it is not in `dogs` (no id, no name), a common ancestor row has `id`/`registeredName` null and `hidden: true`,
 * and DNA lists leave it out (it counts as `unknown` in the summaries). COI, AVK and completeness are always
 * computed over the whole pedigree.
 */

export * from './endpoints';
export * from './tree-parts';
export * from './trees';
export * from './tree-dogs';
export * from './diseases';
export * from './stud-ranking';
