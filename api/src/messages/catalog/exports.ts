import type { Catalog } from '../translate';

/** The exports messages of the API in six languages (the key is the English; see ../translate.ts). */
export const exportsMessages: Catalog = {
  'Too many exports; try again in {0} s': {
    ru: 'Слишком много выгрузок; повторите через {0} с',
    de: 'Zu viele Exporte; versuchen Sie es in {0} s erneut',
    pl: 'Zbyt wiele eksportów; spróbuj ponownie za {0} s',
    cn: '导出过于频繁，请 {0} 秒后重试',
    cz: 'Příliš mnoho exportů; zkuste to znovu za {0} s',
    lv: 'Pārāk daudz eksportu; mēģiniet vēlreiz pēc {0} s',
  },
};
