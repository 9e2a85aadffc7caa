import i18next, { type TFunction } from 'i18next';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, toBcp47, useLocale, type ApiError } from '@bc/shared';
import { retryAfterOf } from './rate-limit';

/** How long to wait, in words of the page's language ("in 2 minutes", "через 2 минуты"). */
export function formatWait(seconds: number, bcp47: string): string {
  const format = new Intl.RelativeTimeFormat(bcp47, { numeric: 'always' });
  if (seconds < 60) return format.format(Math.max(1, seconds), 'second');
  if (seconds < 3600) return format.format(Math.ceil(seconds / 60), 'minute');
  return format.format(Math.ceil(seconds / 3600), 'hour');
}

/**
 * The text to show for a failed call: 429 → "too many attempts" (with the wait when known), 5xx and network
 * failures → the generic error, a code the account pages explain → its text, anything else → the API's own message.
 */
export function failureText(error: ApiError, t: TFunction, bcp47: string): string {
  if (error.statusCode === 429) {
    const wait = retryAfterOf(error);
    return wait === undefined
      ? t('account:errors.tooManyAttempts')
      : t('account:errors.tooManyAttemptsRetry', { when: formatWait(wait, bcp47) });
  }
  if (error.statusCode >= 500 || !error.message) return t('common:states.error');
  // A refusal whose code the account pages explain (`errors.codes.<code>`) is said in the page's language.
  const code = (error.data as { code?: unknown } | undefined)?.code;
  const explained = typeof code === 'string' && /^[a-z_]+$/.test(code) ? t(`account:errors.codes.${code}`, { defaultValue: '' }) : '';
  return explained || error.message;
}

/** `failureText` outside React (models), in the page's current language. */
export function failureTextNow(error: ApiError): string {
  const language = i18next.language;
  return failureText(error, i18next.t, toBcp47(isLocale(language) ? language : DEFAULT_LOCALE));
}

export function useFailureText() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  return (error: ApiError): string => failureText(error, t, toBcp47(locale));
}

/** The form field a 4xx answer names (`contacts.phone` and `/contacts/phone` name `phone`), when the form has it. */
export function failedField<F extends string>(error: ApiError | null, fields: readonly F[]): F | undefined {
  const named = error?.statusCode && error.statusCode < 500 ? error.field : undefined;
  if (!named) return undefined;
  const path = named.replace(/^\//, '').split(/[./]/);
  return fields.find((field) => field === named || field === path[path.length - 1]);
}

/**
 * Shows a 4xx answer that names one of the form's fields on that field (and focuses it).
 * Returns the field, so the form-level alert can skip that error.
 */
export function useServerFieldError<F extends string>(
  error: ApiError | null,
  fields: readonly F[],
  showErrors: (errors: Partial<Record<F, string>>) => void,
): F | undefined {
  const text = useFailureText();
  const field = failedField(error, fields);
  const latest = useRef({ text, showErrors });
  useLayoutEffect(() => {
    latest.current = { text, showErrors };
  });
  useEffect(() => {
    if (error && field) latest.current.showErrors({ [field]: latest.current.text(error) } as Partial<Record<F, string>>);
  }, [error, field]);
  return field;
}
