/**
 * Every limit the API checks that a form or a client also needs: lengths, sizes, counts. The schemas in this folder,
 * the API and the forms read them from here (no schema code in this module: the browser apps import it alone, and
 * `@bc/shared` re-exports `LIMITS`).
 */

/** Length limits shared by every form and every body. */
export const LIMITS = {
  name: 100,
  text: 5000,
  email: 254,
  passwordMin: 8,
  passwordMax: 128,
  url: 500,
  /** One way to reach a member (phone, address, handle). */
  contact: 200,
  token: 200,
  /** A search text: `q` of the lists, `query` of the pickers and autocompletes. */
  search: 100,
  pageSize: 100,
} as const;

/** Moderators' decisions: the note written beside a reason template. */
export const MODERATION_LIMITS = {
  note: 1000,
} as const;

/**
 * The moderators' pets queue and audit log count their matches only this many pages past the page asked for
 * (`totalCapped`: there are more; the pager grows as the moderator goes on): an exact count of 200,000 dogs would
 * read every one of them for each page, and on the embedded database each counted row costs (1,000 rows ~2.5 ms).
 */
export const MODERATION_PAGES_AHEAD = 5;

/** Size limits of a pet's fields (the form uses the same numbers). */
export const PET_LIMITS = {
  registeredName: 200,
  titles: 1000,
  registrations: 20,
  registry: 50,
  registrationNumber: 50,
  microchip: 32,
  photos: 50,
  documents: 50,
  health: 100,
  lab: 200,
  hiddenReason: 500,
  healthClauses: 10,
  /** A document's title in a pet's body (`documents[].title`). */
  documentTitle: LIMITS.name,
  /** A document's title as it is attached (`POST /api/docs/add`), or the file name it defaults to, cut to this length. */
  attachedDocumentTitle: 200,
} as const;

/** A microchip number: letters and digits, then also spaces, dots and dashes (the form checks the same). */
export const MICROCHIP_PATTERN_SOURCE = '^[0-9A-Za-z][0-9A-Za-z .-]*$';

/** Answers of `/api/dictionaries/search/…` and `/api/dictionaries/full-names`: `limit` default and maximum. */
export const SEARCH_LIMIT_DEFAULT = 5;
export const SEARCH_LIMIT_MAX = 50;
/** Answers of the breeder and owner pickers (`/api/users/search`) at most. */
export const MEMBER_SEARCH_LIMIT_MAX = 20;

/** Generations of a pedigree tree. */
export const TREE_DEPTH_MIN = 1;
export const TREE_DEPTH_MAX = 10;
export const TREE_DEPTH_DEFAULT = 10;
/** Most DNA tests `clearFor` of the stud ranking may name at once. */
/** Exports (CSV, XLSX): rows at most per file (more found: the first ones, and the answer says so), pedigree depth. */
export const EXPORT_LIMITS = {
  rows: 5000,
  generationsDefault: 5,
  generationsMax: 10,
} as const;

export const STUD_RANKING_MAX_CLEAR_FOR = 10;

/** Breeding: matings, litters, puppies and inquiries (the forms use the same numbers). */
export const MATING_LIMITS = {
  /** Mating dates of one mating (natural matings two days apart, AI…). */
  dates: 5,
  /** A mating's or a litter's announcement. */
  announcement: LIMITS.text,
  /** Puppies of one litter (and each count of males or females born). */
  puppies: 24,
  /** The message of an inquiry. */
  inquiryMessage: 3000,
  /** Photos of one litter (as many as a pet may have). */
  photos: PET_LIMITS.photos,
} as const;

/** Payments: donations and the donor's name (amounts of the price list are configuration, not limits). */
export const PAYMENT_LIMITS = {
  /** A donation, in whole units of the currency (roubles, euros). */
  donationMin: 1,
  donationMax: 1_000_000,
  /** The donor's name as the month's list shows it. */
  donorName: LIMITS.name,
  /** Most donors `GET /api/donates/month` lists. */
  monthDonors: 200,
  /** Most pending report orders `GET /api/reports/orders` lists (the newest). */
  pendingReportOrders: 10,
} as const;
