import type { Catalog } from '../translate';

/**
 * Words the API's messages carry as values (`{0}`): statuses, parents' roles. A value that is exactly one of these is
 * translated with its message ("Import 7 is running" → «Импорт 7 в состоянии «выполняется»»); any other value (a
 * name, an id, a date) is kept as it is. Nominative forms: the messages put them in quotes or after "status".
 */
export const termsCatalog: Catalog = {
  // Parents' roles (breeding integrity: "a sire must be at least 6 months old").
  sire: { ru: 'производитель', de: 'Deckrüde', pl: 'reproduktor', cn: '父本', cz: 'krycí pes', lv: 'tēvs' },
  dam: { ru: 'производительница', de: 'Zuchthündin', pl: 'suka hodowlana', cn: '母本', cz: 'chovná fena', lv: 'māte' },
  // Mating statuses.
  planned: { ru: 'запланирована', de: 'geplant', pl: 'zaplanowane', cn: '计划中', cz: 'plánováno', lv: 'plānota' },
  mated: { ru: 'вязка состоялась', de: 'gedeckt', pl: 'krycie odbyte', cn: '已配种', cz: 'nakryto', lv: 'sapārota' },
  confirmed: { ru: 'беременность подтверждена', de: 'Trächtigkeit bestätigt', pl: 'ciąża potwierdzona', cn: '已确认怀孕', cz: 'březost potvrzena', lv: 'grūsnība apstiprināta' },
  whelped: { ru: 'помёт родился', de: 'geworfen', pl: 'miot urodzony', cn: '已产仔', cz: 'vrh narozen', lv: 'metiens dzimis' },
  missed: { ru: 'пустая', de: 'leer geblieben', pl: 'pustostan', cn: '未孕', cz: 'nezabřezla', lv: 'neauglīga' },
  cancelled: { ru: 'отменена', de: 'abgesagt', pl: 'odwołane', cn: '已取消', cz: 'zrušeno', lv: 'atcelta' },
  // Requests' statuses.
  new: { ru: 'новый', de: 'neu', pl: 'nowy', cn: '新', cz: 'nová', lv: 'jauns' },
  approved: { ru: 'одобрен', de: 'genehmigt', pl: 'zatwierdzony', cn: '已批准', cz: 'schválena', lv: 'apstiprināts' },
  rejected: { ru: 'отклонён', de: 'abgelehnt', pl: 'odrzucony', cn: '已拒绝', cz: 'zamítnuta', lv: 'noraidīts' },
  // Import jobs' statuses.
  uploaded: { ru: 'загружен', de: 'hochgeladen', pl: 'przesłany', cn: '已上传', cz: 'nahrán', lv: 'augšupielādēts' },
  queued: { ru: 'в очереди', de: 'in der Warteschlange', pl: 'w kolejce', cn: '排队中', cz: 've frontě', lv: 'rindā' },
  running: { ru: 'выполняется', de: 'läuft', pl: 'w toku', cn: '进行中', cz: 'probíhá', lv: 'notiek' },
  done: { ru: 'завершён', de: 'abgeschlossen', pl: 'zakończony', cn: '已完成', cz: 'dokončen', lv: 'pabeigts' },
  failed: { ru: 'завершился ошибкой', de: 'fehlgeschlagen', pl: 'nieudany', cn: '失败', cz: 'selhal', lv: 'neizdevās' },
  undone: { ru: 'отменён', de: 'rückgängig gemacht', pl: 'cofnięty', cn: '已撤销', cz: 'vrácen', lv: 'atsaukts' },
};
