import type { AdminUser, FullNamesResponse, InquiryTopic, ModerationAction, Sex } from '../contracts';
import type { RemoteName } from '../federation/shared-deps';

/** A pet as the pet picker returns it. */
export type PickedPet = FullNamesResponse['items'][number];

/**
 * The one modal registry: every modal of the site by name, with the props its caller passes (`openModal(name, props)`
 * checks them, and the owner's component receives them typed). Its owner, below, registers the component.
 */
export interface ModalProps {
  /** The agreement (the shell's). */
  agree: Record<string, never>;
  /** A text shown as it is. */
  text: { text: string };
  /** Sign in, register, recover a password, or set a new one with the token from the reset mail. */
  auth: { tab?: 'login' | 'register' | 'recover'; token?: never } | { tab: 'reset'; token: string };
  /** A member asks a moderator to connect their account to a breeder's. */
  'account-request': { userId: number; nickname: string };
  /** Moderators pick a member. */
  users: { onPick?: (user: AdminUser) => void };
  /** Crops an image (a file, or else the one at `src`) to a square of `size` pixels a side (the avatar's size by default). */
  'image-crop': { file?: File; src?: string | null; size?: number; onCropped?: (image: Blob) => void };
  /** The member's private note on a pet. */
  note: { petId: number; note?: string | null; onSaved?: (note: string | null) => void };
  /** Asks a moderator to attach a photo or document to a pet. */
  attachment: { petId: number };
  /** Picks a pet by name (of one sex when given). */
  'search-pets': { sex?: Sex | null; onPick?: (pet: PickedPet) => void };
  /** How a mating is announced and reported. */
  'how-to-mating': Record<string, never>;
  /** A visitor's or member's inquiry about a published mating or litter (`subject`: its dogs, as the form's heading names them). */
  inquiry: { target: { matingId: number } | { litterId: number }; subject: string; /** What the form asks first (default: reserve a puppy). */ topic?: InquiryTopic };
  /**
   * What a paid mating announcement and report include (the pair, when the member is looking at one); with `matingId`
   * (a draft whose publishing was refused for want of premium), the one-off payment for publishing it.
   */
  'mating-payment': { sireName?: string | null; damName?: string | null; matingId?: number };
  /** Moderators merge two records of one dog: `duplicateId` goes, the survivor is picked (`candidateId` preselected). */
  'merge-pets': { duplicateId: number; candidateId?: number | null; onMerged?: (entry: ModerationAction) => void };
}

export type ModalName = keyof ModalProps;

/** The apps that own modals. */
export type ModalOwner = 'shell' | RemoteName;

/** Which app owns each modal of the registry (a new modal without an owner is a type error). */
export const MODAL_OWNERS = {
  agree: 'shell',
  text: 'shell',
  auth: 'mfe_account',
  'account-request': 'mfe_account',
  users: 'mfe_account',
  'image-crop': 'mfe_account',
  note: 'mfe_pets',
  attachment: 'mfe_pets',
  'search-pets': 'mfe_pets',
  'how-to-mating': 'mfe_matings',
  inquiry: 'mfe_matings',
  'mating-payment': 'mfe_payments',
  'merge-pets': 'mfe_moderation',
} as const satisfies Record<ModalName, ModalOwner>;

/** The modals an app owns (and must register). */
export type OwnedModalName<O extends ModalOwner> = { [N in ModalName]: (typeof MODAL_OWNERS)[N] extends O ? N : never }[ModalName];

/** A request to open a modal, as the bus carries it. */
export type ModalRequest = { [N in ModalName]: { name: N; props?: ModalProps[N] } }[ModalName];

/** Props may be left out exactly when every prop is optional: `openModal('agree')`, `openModal('note', { petId })`. */
export type ModalPropsArgs<N extends ModalName> = Record<string, never> extends ModalProps[N] ? [props?: ModalProps[N]] : [props: ModalProps[N]];
