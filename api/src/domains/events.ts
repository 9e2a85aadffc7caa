import { EventEmitter } from 'node:events';

/**
 * What a write changed, told to whatever keeps something derived from it (the caches). A write names what it
 * changed; it does not know who listens. Names are in the past tense.
 *
 * Where a write tells: in data access when the row is the whole fact (users and sessions, which the auth cache must
 * forget at once whoever wrote them); otherwise in the service, once the change is complete (a pet is saved when
 * the pedigree engine has it too). Events of a write inside `data.transaction` are told after the commit.
 */
export interface DomainEvents {
  /** Members' rows were written (profile, nickname, status, password, deletion). */
  usersChanged: { ids: number[] };
  /** Sessions ended (logout, a reused refresh token, a password change, a deleted account). */
  sessionsEnded: { ids: string[] };
  /** Pet records were written: added, saved (new parents included), published, hidden. */
  petsChanged: { ids: number[] };
  /** A pet's likes changed. */
  likesChanged: { petId: number };
  /** A pet's photos changed: added, put in order, a new main photo, deleted. */
  photosChanged: { petId: number };
  /** A pet's documents changed: added (by its owner or by an approved request) or deleted. */
  documentsChanged: { petId: number };
  /**
   * Another API instance changed these pets (heard through the pedigree's LISTEN/NOTIFY, after its commit); null:
   * the listener reconnected and changes may have been missed, so anything may have changed.
   */
  petsChangedElsewhere: { ids: number[] | null };
  /**
   * Another API instance wrote these members' rows (heard through the auth notices, after its commit); null: which
   * ones is not known (the listener reconnected, or too many to name), so any member may have changed.
   */
  usersChangedElsewhere: { ids: number[] | null };
  /** Pet reports were issued (bought, given to a premium member, re-issued) and wait for their file. */
  reportsIssued: { ids: number[] };
}

export type DomainEventName = keyof DomainEvents;
export type Emit = <K extends DomainEventName>(name: K, payload: DomainEvents[K]) => void;

/** Listeners run synchronously, in the order they were added, when the event is emitted. */
export function createEvents() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(50);
  const emit: Emit = (name, payload) => void emitter.emit(name, payload);
  return {
    on<K extends DomainEventName>(name: K, listener: (payload: DomainEvents[K]) => void): void {
      emitter.on(name, listener);
    },
    off<K extends DomainEventName>(name: K, listener: (payload: DomainEvents[K]) => void): void {
      emitter.off(name, listener);
    },
    emit,
  };
}
export type Events = ReturnType<typeof createEvents>;
