import { NO_DATE } from './birth-date';
import { pedigreeErrors } from './errors';
import { type Graph } from './graph';
import { growFloat64, growInt32, growUint8, nextCapacity } from './growable';
import { IdIndex } from './id-index';
import { Workspace } from './workspace';

/** Slot flags. */
export const LIVE = 1;
/** Referenced as a parent but without a row of its own (a founder by default). */
export const PLACEHOLDER = 2;

/** Role of a parent link: the child's sire (0) or dam (1); link element e = 2 * child + role. */
export const ROLE_SIRE = 0;
export const ROLE_DAM = 1;

/**
 * All pets in growable typed arrays, indexed by internal slot. Loading numbers slots in topological
 * order (by gen, pets with offspring first) so that the ancestors of a pet sit close together in memory;
 * later inserts take free slots. Children are doubly linked lists through the parent links, so a link is
 * added or removed in O(1).
 */
export class PedigreeStore implements Graph {
  par: Int32Array;
  gen: Int32Array;
  F: Float64Array;
  sex: Uint8Array;
  birth: Int32Array;
  extId: Int32Array;
  flags: Uint8Array;
  /** First link element (2 * child + role) of each parent's children list, -1 if none. */
  childHead: Int32Array;
  childNext: Int32Array;
  childPrev: Int32Array;
  kidsAsSire: Int32Array;
  kidsAsDam: Int32Array;
  ids = new IdIndex();
  /** Slots in use are below this bound (some may be free). */
  count = 0;
  /** Live pets, placeholders included. */
  pets = 0;
  /** Upper bound of gen over the live pets. */
  maxGen = 0;
  /**
   * Bumped by every change of the pets or their links (inserts, removals, parents, sex): what is derived from them
   * and kept (a stud pool) is valid while it is unchanged. F and birth dates are not counted.
   */
  version = 0;
  private readonly free: number[] = [];
  private topo: Int32Array | null = null;
  private workspace: Workspace | null = null;
  private smallWorkspace: Workspace | null = null;

  constructor(capacity: number) {
    const c = Math.max(16, capacity);
    this.par = new Int32Array(2 * c).fill(-1);
    this.gen = new Int32Array(c);
    this.F = new Float64Array(c);
    this.sex = new Uint8Array(c);
    this.birth = new Int32Array(c).fill(NO_DATE);
    this.extId = new Int32Array(c);
    this.flags = new Uint8Array(c);
    this.childHead = new Int32Array(c).fill(-1);
    this.childNext = new Int32Array(2 * c).fill(-1);
    this.childPrev = new Int32Array(2 * c).fill(-1);
    this.kidsAsSire = new Int32Array(c);
    this.kidsAsDam = new Int32Array(c);
  }

  get capacity(): number {
    return this.gen.length;
  }

  ensureCapacity(needed: number): void {
    if (needed <= this.capacity) return;
    const c = nextCapacity(this.capacity, needed);
    this.par = growInt32(this.par, 2 * c, -1);
    this.gen = growInt32(this.gen, c);
    this.F = growFloat64(this.F, c);
    this.sex = growUint8(this.sex, c);
    this.birth = growInt32(this.birth, c, NO_DATE);
    this.extId = growInt32(this.extId, c);
    this.flags = growUint8(this.flags, c);
    this.childHead = growInt32(this.childHead, c, -1);
    this.childNext = growInt32(this.childNext, 2 * c, -1);
    this.childPrev = growInt32(this.childPrev, 2 * c, -1);
    this.kidsAsSire = growInt32(this.kidsAsSire, c);
    this.kidsAsDam = growInt32(this.kidsAsDam, c);
  }

  /** Shared scratch buffers, sized to the store. */
  work(): Workspace {
    if (this.workspace === null) this.workspace = new Workspace(this.capacity, this.maxGen);
    else this.workspace.ensure(this.capacity, this.maxGen);
    return this.workspace;
  }

  /** Scratch buffers for a small local pedigree of `size` nodes (gen values are the store's). */
  localWork(size: number): Workspace {
    if (this.smallWorkspace === null) this.smallWorkspace = new Workspace(Math.max(size, 4096), this.maxGen + 1);
    else this.smallWorkspace.ensure(size, this.maxGen + 1);
    return this.smallWorkspace;
  }

  slotOf(id: number): number {
    return this.ids.get(id);
  }

  /** Slot of a pet (placeholders included), or a PedigreeError('unknown-pet'). */
  requireSlot(id: number): number {
    const slot = this.ids.get(id);
    if (slot < 0) throw pedigreeErrors.unknownPet(id);
    return slot;
  }

  isPlaceholder(slot: number): boolean {
    return (this.flags[slot] & PLACEHOLDER) !== 0;
  }

  allocate(id: number, flags: number): number {
    const slot = this.free.length > 0 ? (this.free.pop() as number) : this.count++;
    this.ensureCapacity(slot + 1);
    this.flags[slot] = LIVE | flags;
    this.extId[slot] = id;
    this.par[2 * slot] = -1;
    this.par[2 * slot + 1] = -1;
    this.gen[slot] = 0;
    this.F[slot] = 0;
    this.sex[slot] = 0;
    this.birth[slot] = NO_DATE;
    this.childHead[slot] = -1;
    this.kidsAsSire[slot] = 0;
    this.kidsAsDam[slot] = 0;
    this.ids.set(id, slot);
    this.pets++;
    this.version++;
    this.topo = null;
    return slot;
  }

  /** Free a slot that has no parent links and no children left. */
  release(slot: number): void {
    this.ids.delete(this.extId[slot]);
    this.flags[slot] = 0;
    this.free.push(slot);
    this.pets--;
    this.version++;
    this.topo = null;
  }

  link(child: number, role: number, parent: number): void {
    const e = 2 * child + role;
    this.version++;
    this.par[e] = parent;
    const h = this.childHead[parent];
    this.childNext[e] = h;
    this.childPrev[e] = -1;
    if (h >= 0) this.childPrev[h] = e;
    this.childHead[parent] = e;
    if (role === ROLE_SIRE) this.kidsAsSire[parent]++;
    else this.kidsAsDam[parent]++;
  }

  unlink(child: number, role: number): void {
    const e = 2 * child + role;
    const parent = this.par[e];
    if (parent < 0) return;
    this.version++;
    const n = this.childNext[e];
    const p = this.childPrev[e];
    if (p >= 0) this.childNext[p] = n;
    else this.childHead[parent] = n;
    if (n >= 0) this.childPrev[n] = p;
    this.childNext[e] = -1;
    this.childPrev[e] = -1;
    this.par[e] = -1;
    if (role === ROLE_SIRE) this.kidsAsSire[parent]--;
    else this.kidsAsDam[parent]--;
  }

  /** First child in which `parent` has the given role, or -1. */
  firstChildAs(parent: number, role: number): number {
    for (let e = this.childHead[parent]; e >= 0; e = this.childNext[e]) if ((e & 1) === role) return e >> 1;
    return -1;
  }

  /** Forget the cached topological order (after inserts, removals or changed generations). */
  invalidateTopology(): void {
    this.topo = null;
  }

  /** All live slots sorted by gen (a topological order: parents first); cached until the next change. */
  topologicalOrder(): Int32Array {
    if (this.topo !== null) return this.topo;
    const { gen, flags } = this;
    let maxGen = 0;
    for (let i = 0; i < this.count; i++) if (flags[i] !== 0 && gen[i] > maxGen) maxGen = gen[i];
    this.maxGen = maxGen;
    const start = new Int32Array(maxGen + 2);
    for (let i = 0; i < this.count; i++) if (flags[i] !== 0) start[gen[i] + 1]++;
    for (let g = 1; g <= maxGen + 1; g++) start[g] += start[g - 1];
    const order = new Int32Array(this.pets);
    for (let i = 0; i < this.count; i++) if (flags[i] !== 0) order[start[gen[i]]++] = i;
    this.topo = order;
    return order;
  }
}
