/**
 * Length limits the server checks (shared/src/contracts: LIMITS and PET_LIMITS); repeated here because this remote
 * imports only types from the contracts. The tests compare them with the contract's values.
 */
export const NAME_MAX = 100;
export const TEXT_MAX = 5000;
export const NOTE_MAX = TEXT_MAX;
export const INFO_MAX = TEXT_MAX;
export const REGISTERED_NAME_MAX = 200;
export const TITLES_MAX = 1000;
export const REGISTRY_MAX = 50;
export const REGISTRATION_NUMBER_MAX = 50;
export const REGISTRATIONS_MAX = 20;
export const MICROCHIP_MAX = 32;
export const MICROCHIP_PATTERN = /^[0-9A-Za-z][0-9A-Za-z .-]*$/;
export const LAB_MAX = 200;
export const HIDDEN_REASON_MAX = 500;
export const PHOTOS_MAX = 50;
export const DOCUMENTS_MAX = 50;
export const HEALTH_MAX = 100;
export const DOCUMENT_TITLE_MAX = 100;
