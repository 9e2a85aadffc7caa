import { names } from './localized';

/** Coat types; ids match COATS of the contracts. */
export const COAT_ITEMS = [
  { id: 'rough', name: names('Длинношёрстный', 'Rough (long)', 'Langhaar (rough)', 'Długowłosy', '长毛', 'Dlouhosrstá', 'Garspalvains') },
  { id: 'smooth', name: names('Короткошёрстный', 'Smooth (short)', 'Kurzhaar (smooth)', 'Krótkowłosy', '短毛', 'Krátkosrstá', 'Īsspalvains') },
  { id: 'bearded', name: names('Бородатый (жёсткая шерсть)', 'Bearded', 'Bärtig (bearded)', 'Brodaty', '须毛型', 'Vousatá', 'Bārdains') },
] as const;
