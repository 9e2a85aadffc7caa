import { names } from './localized';

/** Breeds; border collie first. The model allows more breeds and other species later. */
export const BREEDS = [
  { id: 'border-collie', species: 'dog', name: names('Бордер-колли', 'Border Collie', 'Border Collie', 'Border collie', '边境牧羊犬', 'Border kolie', 'Borderkollijs') },
  { id: 'australian-shepherd', species: 'dog', name: names('Австралийская овчарка', 'Australian Shepherd', 'Australian Shepherd', 'Owczarek australijski', '澳大利亚牧羊犬', 'Australský ovčák', 'Austrālijas aitu suns') },
  { id: 'australian-kelpie', species: 'dog', name: names('Австралийский келпи', 'Australian Kelpie', 'Australian Kelpie', 'Kelpie australijski', '澳大利亚卡尔比犬', 'Australská kelpie', 'Austrālijas kelpijs') },
  { id: 'shetland-sheepdog', species: 'dog', name: names('Шелти', 'Shetland Sheepdog', 'Shetland Sheepdog', 'Owczarek szetlandzki', '喜乐蒂牧羊犬', 'Šeltie', 'Šetlandes aitu suns') },
] as const;
