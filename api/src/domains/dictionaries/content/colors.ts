import { names } from './localized';

/** Border collie colours (ids are stable; the order is the display order). */
export const COLORS = [
  { id: 'black-white', name: names('Чёрно-белый', 'Black & white', 'Schwarz-weiß', 'Czarno-biały', '黑白色', 'Černobílá', 'Melnbalts') },
  { id: 'black-tricolour', name: names('Чёрный триколор', 'Black tricolour', 'Schwarz-tricolor', 'Czarny trikolor', '黑色三色', 'Černá trikolóra', 'Melns trīskrāsains') },
  { id: 'black', name: names('Чёрный', 'Black', 'Schwarz', 'Czarny', '黑色', 'Černá', 'Melns') },
  { id: 'blue-white', name: names('Голубо-белый', 'Blue & white', 'Blau-weiß', 'Niebiesko-biały', '蓝白色', 'Modrobílá', 'Zilbalts') },
  { id: 'blue-tricolour', name: names('Голубой триколор', 'Blue tricolour', 'Blau-tricolor', 'Niebieski trikolor', '蓝色三色', 'Modrá trikolóra', 'Zils trīskrāsains') },
  { id: 'blue-merle', name: names('Голубой мерль', 'Blue merle', 'Blue merle', 'Blue merle', '蓝陨石色', 'Modrý merle', 'Zilais merle') },
  { id: 'blue-merle-tricolour', name: names('Голубой мерль триколор', 'Blue merle tricolour', 'Blue merle tricolor', 'Blue merle trikolor', '蓝陨石三色', 'Modrý merle trikolóra', 'Zilais merle trīskrāsains') },
  { id: 'red-white', name: names('Красно-белый', 'Red & white', 'Rot-weiß', 'Rudo-biały', '红白色', 'Červenobílá', 'Sarkanbalts') },
  { id: 'red-tricolour', name: names('Красный триколор', 'Red tricolour', 'Rot-tricolor', 'Rudy trikolor', '红色三色', 'Červená trikolóra', 'Sarkans trīskrāsains') },
  { id: 'red-merle', name: names('Красный мерль', 'Red merle', 'Red merle', 'Red merle', '红陨石色', 'Červený merle', 'Sarkanais merle') },
  { id: 'chocolate-white', name: names('Шоколадно-белый', 'Chocolate & white', 'Schokoladenbraun-weiß', 'Czekoladowo-biały', '巧克力白色', 'Čokoládová s bílou', 'Šokolādes brūns ar baltu') },
  { id: 'australian-red', name: names('Австралийский красный (ee)', 'Australian red (ee)', 'Australian Red (ee)', 'Australijski rudy (ee)', '澳洲红色 (ee)', 'Australská červená (ee)', 'Austrālijas sarkanais (ee)') },
  { id: 'gold', name: names('Золотистый', 'Gold', 'Gold', 'Złoty', '金色', 'Zlatá', 'Zeltains') },
  { id: 'lilac-white', name: names('Лилово-белый', 'Lilac & white', 'Lilac-weiß', 'Liliowo-biały', '丁香白色', 'Lilová s bílou', 'Ceriņkrāsas ar baltu') },
  { id: 'lilac-merle', name: names('Лиловый мерль', 'Lilac merle', 'Lilac merle', 'Liliowy merle', '丁香陨石色', 'Lilový merle', 'Ceriņkrāsas merle') },
  { id: 'sable-white', name: names('Соболиный с белым', 'Sable & white', 'Zobel-weiß', 'Sobolowo-biały', '貂色白色', 'Sobolí s bílou', 'Sabala krāsas ar baltu') },
  { id: 'sable-merle', name: names('Соболиный мерль', 'Sable merle', 'Zobel-merle', 'Sobolowy merle', '貂色陨石色', 'Sobolí merle', 'Sabala merle') },
  { id: 'slate-white', name: names('Аспидно-белый', 'Slate & white', 'Schiefergrau-weiß', 'Łupkowo-biały', '石板灰白色', 'Břidlicová s bílou', 'Šīfera pelēks ar baltu') },
  { id: 'slate-merle', name: names('Аспидный мерль', 'Slate merle', 'Schiefergrau-merle', 'Łupkowy merle', '石板灰陨石色', 'Břidlicový merle', 'Šīfera pelēkais merle') },
  { id: 'seal-white', name: names('Тюлений с белым', 'Seal & white', 'Seal-weiß', 'Foczy z białym', '海豹色白色', 'Tulení s bílou', 'Roņa krāsas ar baltu') },
  { id: 'brindle-white', name: names('Тигровый с белым', 'Brindle & white', 'Gestromt-weiß', 'Pręgowany z białym', '虎斑白色', 'Žíhaná s bílou', 'Svītrains ar baltu') },
  { id: 'white-ticked', name: names('Белый с крапом', 'White ticked', 'Weiß mit Ticking', 'Biały nakrapiany', '白色带斑点', 'Bílá s tečkováním', 'Balts ar raibumiem') },
  { id: 'predominantly-white', name: names('Преимущественно белый', 'Predominantly white', 'Überwiegend weiß', 'Przeważnie biały', '以白色为主', 'Převážně bílá', 'Pārsvarā balts') },
] as const;
