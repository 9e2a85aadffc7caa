/** The exact message of every answer to a banned user's signed-in call (403). */
export const BAN_MESSAGE = 'Вам ограничен доступ к сайту';
