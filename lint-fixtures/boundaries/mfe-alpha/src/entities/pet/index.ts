export const pet = 'pet';
