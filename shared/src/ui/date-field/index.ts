export { DateField, type DateFieldProps } from './date-field';
export { formatIsoDate, parseDate } from './date-format';
