import classes from './card-table.module.css';

/** The class of a table that turns into cards on a phone (see card-table.module.css: `data-label`, `data-title`). */
export const cardTable = { root: classes.root };
