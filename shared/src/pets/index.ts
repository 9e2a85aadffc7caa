export { getPet } from './api/get-pet';
export { getPetShort } from './api/get-pet-short';
