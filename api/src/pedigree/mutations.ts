import { NO_DATE } from './birth-date';
import { pedigreeErrors } from './errors';
import { isValidId } from './id-index';
import { recomputeInbreeding } from './inbreeding';
import { SEX_FEMALE, SEX_MALE } from './sex';
import { PLACEHOLDER, type PedigreeStore, ROLE_DAM, ROLE_SIRE } from './store';

/** Pets whose F changed after a write, with the value before (NaN for a new pet) and after. */
export interface UpdateResult {
  ids: Int32Array;
  before: Float64Array;
  after: Float64Array;
  /** Pets whose F was recomputed: the changed pet(s) and all their descendants. */
  recomputed: number;
}

const EMPTY: UpdateResult = { ids: new Int32Array(0), before: new Float64Array(0), after: new Float64Array(0), recomputed: 0 };

const parentId = (id: number | null | undefined): number => (id === null || id === undefined || id === 0 ? 0 : id);

/**
 * Insert or update one pet. Parents unknown to the store are added as founder placeholders. Refuses
 * (PedigreeError, store unchanged) a loop, a parent of the wrong sex, a pet changing sex against its
 * offspring, and parents born after their offspring. F is recomputed for the pet and its descendants only.
 */
export function upsertPet(
  store: PedigreeStore,
  id: number,
  sireIdIn: number | null | undefined,
  damIdIn: number | null | undefined,
  sex: number,
  birth: number,
): UpdateResult {
  if (!isValidId(id)) throw pedigreeErrors.invalidId(id);
  const { sireId, damId, s, d } = checkUpsert(store, id, sireIdIn, damIdIn, sex, birth);
  let slot = store.slotOf(id);
  // Apply.
  const isNew = slot < 0;
  if (isNew) slot = store.allocate(id, 0);
  else store.flags[slot] &= ~PLACEHOLDER;
  if (store.sex[slot] !== sex) store.version++;
  store.sex[slot] = sex;
  store.birth[slot] = birth;
  const oldS = store.par[2 * slot];
  const oldD = store.par[2 * slot + 1];
  const newS = sireId === 0 ? -1 : s >= 0 ? s : placeholder(store, sireId, SEX_MALE);
  const newD = damId === 0 ? -1 : d >= 0 ? d : placeholder(store, damId, SEX_FEMALE);
  if (!isNew && oldS === newS && oldD === newD) return EMPTY;
  if (oldS !== newS) {
    store.unlink(slot, ROLE_SIRE);
    dropIfOrphanPlaceholder(store, oldS);
    if (newS >= 0) store.link(slot, ROLE_SIRE, newS);
  }
  if (oldD !== newD) {
    store.unlink(slot, ROLE_DAM);
    dropIfOrphanPlaceholder(store, oldD);
    if (newD >= 0) store.link(slot, ROLE_DAM, newD);
  }
  return refresh(store, [slot], isNew ? slot : -1);
}

/**
 * The checks of upsertPet without the write (PedigreeError when refused, the store untouched either way).
 * `id` 0 stands for a pet not numbered yet: only its parents are checked (sex, roles, birth order).
 */
export function checkUpsert(
  store: PedigreeStore,
  id: number,
  sireIdIn: number | null | undefined,
  damIdIn: number | null | undefined,
  sex: number,
  birth: number,
): { sireId: number; damId: number; s: number; d: number } {
  if (id !== 0 && !isValidId(id)) throw pedigreeErrors.invalidId(id);
  const sireId = parentId(sireIdIn);
  const damId = parentId(damIdIn);
  if (sireId !== 0 && !isValidId(sireId)) throw pedigreeErrors.invalidId(sireId);
  if (damId !== 0 && !isValidId(damId)) throw pedigreeErrors.invalidId(damId);
  if (id !== 0 && (sireId === id || damId === id)) throw pedigreeErrors.loop([id]);
  if (sireId !== 0 && sireId === damId) throw pedigreeErrors.sameParent(id, sireId);
  const slot = id === 0 ? -1 : store.slotOf(id);
  const s = sireId === 0 ? -1 : store.slotOf(sireId);
  const d = damId === 0 ? -1 : store.slotOf(damId);
  const ext = (k: number): number => store.extId[k];

  // Sex of the pet against its offspring, and of the parents against their roles.
  if (slot >= 0) {
    if (sex === SEX_FEMALE && store.kidsAsSire[slot] > 0)
      throw pedigreeErrors.sireNotMale(ext(store.firstChildAs(slot, ROLE_SIRE)), id);
    if (sex === SEX_MALE && store.kidsAsDam[slot] > 0)
      throw pedigreeErrors.damNotFemale(ext(store.firstChildAs(slot, ROLE_DAM)), id);
  }
  if (s >= 0) {
    if (store.sex[s] === SEX_FEMALE) throw pedigreeErrors.sireNotMale(id, sireId);
    if (store.kidsAsDam[s] > 0) throw pedigreeErrors.bothRoles(sireId, id, ext(store.firstChildAs(s, ROLE_DAM)));
  }
  if (d >= 0) {
    if (store.sex[d] === SEX_MALE) throw pedigreeErrors.damNotFemale(id, damId);
    if (store.kidsAsSire[d] > 0) throw pedigreeErrors.bothRoles(damId, ext(store.firstChildAs(d, ROLE_SIRE)), id);
  }
  // Birth order.
  if (birth !== NO_DATE) {
    if (s >= 0 && store.birth[s] !== NO_DATE && store.birth[s] > birth) throw pedigreeErrors.birthOrder(id, sireId);
    if (d >= 0 && store.birth[d] !== NO_DATE && store.birth[d] > birth) throw pedigreeErrors.birthOrder(id, damId);
    if (slot >= 0) {
      for (let e = store.childHead[slot]; e >= 0; e = store.childNext[e]) {
        const c = e >> 1;
        if (store.birth[c] !== NO_DATE && birth > store.birth[c]) throw pedigreeErrors.birthOrder(ext(c), id);
      }
    }
  }
  // Loops: a new parent must not descend from the pet.
  if (slot >= 0 && store.childHead[slot] >= 0) {
    for (const p of [s, d]) {
      if (p < 0) continue;
      const loop = lineTo(store, p, slot);
      if (loop !== null) throw pedigreeErrors.loop([id, ...loop.map(ext)]);
    }
  }
  return { sireId, damId, s, d };
}


/**
 * Remove a pet. Its offspring lose that parent (the link becomes unknown, as a nulled foreign key), so
 * their F and their descendants' F are recomputed.
 */
export function removePet(store: PedigreeStore, id: number): UpdateResult {
  const slot = store.requireSlot(id);
  const kids: number[] = [];
  while (store.childHead[slot] >= 0) {
    const e = store.childHead[slot];
    kids.push(e >> 1);
    store.unlink(e >> 1, e & 1);
  }
  for (const role of [ROLE_SIRE, ROLE_DAM]) {
    const p = store.par[2 * slot + role];
    store.unlink(slot, role);
    dropIfOrphanPlaceholder(store, p);
  }
  store.release(slot);
  return kids.length === 0 ? EMPTY : refresh(store, kids, -1);
}

function placeholder(store: PedigreeStore, id: number, sex: number): number {
  const slot = store.allocate(id, PLACEHOLDER);
  store.sex[slot] = sex;
  return slot;
}

function dropIfOrphanPlaceholder(store: PedigreeStore, slot: number): void {
  if (slot >= 0 && store.isPlaceholder(slot) && store.childHead[slot] < 0 && store.par[2 * slot] < 0 && store.par[2 * slot + 1] < 0)
    store.release(slot);
}

/**
 * If `target` is an ancestor of `from` (or `from` itself), the line from `from` up to the child of
 * `target` on it (each a parent of the one before), else null. Ancestors with a gen not above
 * target's cannot descend from it and are not searched.
 */
function lineTo(store: PedigreeStore, from: number, target: number): number[] | null {
  if (from === target) return [];
  const { par, gen } = store;
  const limit = gen[target];
  if (gen[from] <= limit) return null;
  const via = new Map<number, number>([[from, -1]]);
  const stack = [from];
  while (stack.length > 0) {
    const x = stack.pop() as number;
    for (let r = 1; r >= 0; r--) {
      // Dam pushed first so that sire lines are searched first.
      const p = par[2 * x + r];
      if (p < 0) continue;
      if (p === target) {
        const line: number[] = [];
        for (let k = x; k >= 0; k = via.get(k) as number) line.push(k);
        return line.reverse();
      }
      if (gen[p] > limit && !via.has(p)) {
        via.set(p, x);
        stack.push(p);
      }
    }
  }
  return null;
}

/** New generations and F for the roots and all their descendants; returns the F changes. */
function refresh(store: PedigreeStore, roots: number[], created: number): UpdateResult {
  const order = descendantsInOrder(store, roots);
  const { par, gen, F } = store;
  let maxGen = store.maxGen;
  for (let k = 0; k < order.length; k++) {
    const x = order[k];
    const a = par[2 * x];
    const b = par[2 * x + 1];
    const g = Math.max(a >= 0 ? gen[a] + 1 : 0, b >= 0 ? gen[b] + 1 : 0);
    gen[x] = g;
    if (g > maxGen) maxGen = g;
  }
  store.maxGen = maxGen;
  store.invalidateTopology();
  const before = new Float64Array(order.length);
  for (let k = 0; k < order.length; k++) before[k] = order[k] === created ? Number.NaN : F[order[k]];
  recomputeInbreeding(store, order);
  let changed = 0;
  for (let k = 0; k < order.length; k++) if (!(before[k] === F[order[k]])) changed++;
  const result: UpdateResult = {
    ids: new Int32Array(changed),
    before: new Float64Array(changed),
    after: new Float64Array(changed),
    recomputed: order.length,
  };
  let j = 0;
  for (let k = 0; k < order.length; k++) {
    const x = order[k];
    if (before[k] === F[x]) continue;
    result.ids[j] = store.extId[x];
    result.before[j] = before[k];
    result.after[j++] = F[x];
  }
  return result;
}

/** The roots and all their descendants, parents before offspring (Kahn's algorithm inside the set). */
function descendantsInOrder(store: PedigreeStore, roots: number[]): Int32Array {
  const { childHead, childNext, par } = store;
  const work = store.work();
  const mark = work.markA;
  const st = mark.next();
  const members: number[] = [];
  const stack = [...roots];
  for (const r of roots) mark.marks[r] = st;
  while (stack.length > 0) {
    const x = stack.pop() as number;
    members.push(x);
    for (let e = childHead[x]; e >= 0; e = childNext[e]) {
      const c = e >> 1;
      if (mark.marks[c] !== st) {
        mark.marks[c] = st;
        stack.push(c);
      }
    }
  }
  // In-set parent counts, then Kahn.
  const indeg = work.next; // scratch
  for (const x of members) {
    let k = 0;
    if (par[2 * x] >= 0 && mark.marks[par[2 * x]] === st) k++;
    if (par[2 * x + 1] >= 0 && mark.marks[par[2 * x + 1]] === st) k++;
    indeg[x] = k;
  }
  const order = new Int32Array(members.length);
  let head = 0;
  let tail = 0;
  for (const x of members) if (indeg[x] === 0) order[tail++] = x;
  while (head < tail) {
    const x = order[head++];
    for (let e = childHead[x]; e >= 0; e = childNext[e]) {
      const c = e >> 1;
      if (--indeg[c] === 0) order[tail++] = c;
    }
  }
  return order;
}
