import type { Catalog } from '../translate';

/** The imports messages of the API in six languages (the key is the English; see ../translate.ts). */
export const importsMessages: Catalog = {
  'Import {0} not found': {
    ru: 'Импорт {0} не найден', de: 'Import {0} nicht gefunden', pl: 'Nie znaleziono importu {0}', cn: '未找到导入 {0}',
    cz: 'Import {0} nebyl nalezen', lv: 'Imports {0} nav atrasts',
  },
  'body/mapping/columns/{0}/header "{1}" is not a column of the file': {
    ru: 'body/mapping/columns/{0}/header: «{1}» — не столбец этого файла', de: 'body/mapping/columns/{0}/header: „{1}“ ist keine Spalte der Datei',
    pl: 'body/mapping/columns/{0}/header: „{1}” nie jest kolumną pliku', cn: 'body/mapping/columns/{0}/header：“{1}”不是该文件的列',
    cz: 'body/mapping/columns/{0}/header: „{1}“ není sloupec souboru', lv: 'body/mapping/columns/{0}/header: “{1}” nav faila kolonna',
  },
  'body/mapping/columns/{0}/system "{1}" is not a scoring system of {2}': {
    ru: 'body/mapping/columns/{0}/system: «{1}» — не система оценки для {2}', de: 'body/mapping/columns/{0}/system: „{1}“ ist kein Bewertungssystem für {2}',
    pl: 'body/mapping/columns/{0}/system: „{1}” nie jest systemem oceny dla {2}', cn: 'body/mapping/columns/{0}/system：“{1}”不是 {2} 的评分体系',
    cz: 'body/mapping/columns/{0}/system: „{1}“ není systém hodnocení pro {2}', lv: 'body/mapping/columns/{0}/system: “{1}” nav {2} vērtēšanas sistēma',
  },
  'body/mapping must map a column to the registered name or the registration': {
    ru: 'body/mapping: сопоставьте столбец с полной кличкой или с номером родословной',
    de: 'body/mapping: Ordnen Sie eine Spalte dem Zuchtnamen oder der Registrierung zu',
    pl: 'body/mapping: przypisz kolumnę do pełnego imienia lub numeru rodowodu',
    cn: 'body/mapping：请将一列对应到注册名或登记号',
    cz: 'body/mapping: přiřaďte sloupec k celému jménu nebo k číslu zápisu',
    lv: 'body/mapping: piesaistiet kolonnu pilnajam vārdam vai reģistrācijas numuram',
  },
  'body/resolutions/fixes/{0} is not a field with dictionary values': {
    ru: 'body/resolutions/fixes/{0}: у этого поля нет значений из справочника', de: 'body/resolutions/fixes/{0}: Dieses Feld hat keine Werte aus einem Verzeichnis',
    pl: 'body/resolutions/fixes/{0}: to pole nie ma wartości ze słownika', cn: 'body/resolutions/fixes/{0}：该字段没有字典值',
    cz: 'body/resolutions/fixes/{0}: toto pole nemá hodnoty z číselníku', lv: 'body/resolutions/fixes/{0}: šim laukam nav vērtību no vārdnīcas',
  },
  'body/resolutions/fixes/{0} "{1}" → "{2}" is not a known value of {3}': {
    ru: 'body/resolutions/fixes/{0}: «{1}» → «{2}» — неизвестное значение для {3}', de: 'body/resolutions/fixes/{0}: „{1}“ → „{2}“ ist kein bekannter Wert für {3}',
    pl: 'body/resolutions/fixes/{0}: „{1}” → „{2}” nie jest znaną wartością dla {3}', cn: 'body/resolutions/fixes/{0}：“{1}” → “{2}”不是 {3} 的已知值',
    cz: 'body/resolutions/fixes/{0}: „{1}“ → „{2}“ není známá hodnota pro {3}', lv: 'body/resolutions/fixes/{0}: “{1}” → “{2}” nav zināma {3} vērtība',
  },
  'Import {0} has already been started': {
    ru: 'Импорт {0} уже запущен', de: 'Import {0} wurde bereits gestartet', pl: 'Import {0} został już uruchomiony', cn: '导入 {0} 已经开始',
    cz: 'Import {0} už byl spuštěn', lv: 'Imports {0} jau ir sākts',
  },
  'body/file is required: the CSV or XLSX file as a multipart file': {
    ru: 'body/file: приложите файл CSV или XLSX (multipart)', de: 'body/file ist erforderlich: die CSV- oder XLSX-Datei als Multipart-Datei',
    pl: 'body/file jest wymagany: plik CSV lub XLSX jako plik multipart', cn: 'body/file 为必填：以 multipart 方式上传 CSV 或 XLSX 文件',
    cz: 'body/file je povinný: soubor CSV nebo XLSX jako multipart', lv: 'body/file ir obligāts: CSV vai XLSX fails kā multipart fails',
  },
  'body/file has no header row': {
    ru: 'body/file: в файле нет строки заголовков', de: 'body/file: Die Datei hat keine Kopfzeile', pl: 'body/file: plik nie ma wiersza nagłówka',
    cn: 'body/file：文件没有表头行', cz: 'body/file: soubor nemá řádek záhlaví', lv: 'body/file: failam nav virsrakstu rindas',
  },
  'body/file has more than {0} rows': {
    ru: 'body/file: в файле больше {0} строк', de: 'body/file: Die Datei hat mehr als {0} Zeilen', pl: 'body/file: plik ma więcej niż {0} wierszy',
    cn: 'body/file：文件超过 {0} 行', cz: 'body/file: soubor má více než {0} řádků', lv: 'body/file: failā ir vairāk nekā {0} rindu',
  },
  'body/file cannot be read as CSV or XLSX': {
    ru: 'body/file: файл не читается как CSV или XLSX', de: 'body/file: Die Datei lässt sich nicht als CSV oder XLSX lesen',
    pl: 'body/file: nie można odczytać pliku jako CSV ani XLSX', cn: 'body/file：无法按 CSV 或 XLSX 读取该文件',
    cz: 'body/file: soubor nelze přečíst jako CSV ani XLSX', lv: 'body/file: failu nevar nolasīt kā CSV vai XLSX',
  },
  'The file is too large': {
    ru: 'Файл слишком большой', de: 'Die Datei ist zu groß', pl: 'Plik jest za duży', cn: '文件太大', cz: 'Soubor je příliš velký', lv: 'Fails ir pārāk liels',
  },
  'Import {0} is {1}; only a finished import is undone': {
    ru: 'Импорт {0} в состоянии «{1}»; отменить можно только завершённый импорт', de: 'Import {0} ist „{1}“; nur ein abgeschlossener Import lässt sich rückgängig machen',
    pl: 'Import {0} ma stan „{1}”; cofnąć można tylko zakończony import', cn: '导入 {0} 的状态为“{1}”；只能撤销已完成的导入',
    cz: 'Import {0} je ve stavu „{1}“; vrátit lze jen dokončený import', lv: 'Imports {0} ir stāvoklī “{1}”; atsaukt var tikai pabeigtu importu',
  },
  'Import {0} cannot be undone: {1} of its dogs were edited since': {
    ru: 'Импорт {0} нельзя отменить: с тех пор изменено собак: {1}', de: 'Import {0} lässt sich nicht rückgängig machen: {1} seiner Hunde wurden seitdem bearbeitet',
    pl: 'Importu {0} nie można cofnąć: od tego czasu edytowano psy ({1})', cn: '导入 {0} 无法撤销：其中 {1} 只犬此后已被编辑',
    cz: 'Import {0} nelze vrátit: {1} jeho psů bylo mezitím upraveno', lv: 'Importu {0} nevar atsaukt: kopš tā laika rediģēti {1} tā suņi',
  },
  'Import {0} is being undone': {
    ru: 'Импорт {0} уже отменяется', de: 'Import {0} wird gerade rückgängig gemacht', pl: 'Import {0} jest właśnie cofany', cn: '导入 {0} 正在撤销',
    cz: 'Import {0} se právě vrací', lv: 'Imports {0} tiek atsaukts',
  },
};
