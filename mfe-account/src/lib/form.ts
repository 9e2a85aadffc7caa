import { useCallback, useId, useState } from 'react';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The fields of a form that hold text. */
type TextField<V> = { [K in Extract<keyof V, string>]: V[K] extends string ? K : never }[Extract<keyof V, string>];

export interface FormOptions<V extends Record<string, string | boolean>> {
  initial: V;
  /** Field → message key (or null); checked in the order of `initial`'s keys. */
  validate: (values: V) => FieldErrors<Extract<keyof V, string>>;
}

/**
 * A small form state for the account forms: values, per-field errors, ids for labels, and focus on the
 * first invalid field after a failed submit or a server answer naming a field.
 */
export function useForm<V extends Record<string, string | boolean>>({ initial, validate }: FormOptions<V>) {
  type F = Extract<keyof V, string>;
  const formId = useId();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  const fieldId = useCallback((field: F) => `${formId}-${field}`, [formId]);

  const focusField = useCallback(
    (field: F) => {
      // After React has rendered the error, so screen readers announce it with the field.
      requestAnimationFrame(() => document.getElementById(fieldId(field))?.focus());
    },
    [fieldId],
  );

  const setValue = useCallback(<K extends F>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  /** Sets errors (client or server) and focuses the first field that has one. */
  const showErrors = useCallback(
    (next: FieldErrors<F>) => {
      setErrors(next);
      const first = (Object.keys(initial) as F[]).find((field) => next[field]);
      if (first) focusField(first);
    },
    [initial, focusField],
  );

  /** Validates; calls `onValid` with the values, or shows the errors and focuses the first invalid field. */
  const submit = (onValid: (values: V) => void) => (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    const found = validate(values);
    const failed = Object.values(found).some(Boolean);
    if (failed) {
      showErrors(found);
      return;
    }
    setErrors({});
    onValid(values);
  };

  /**
   * The props of a text field (`TextInput`, `PasswordField`, `Textarea`): its id (for its label and the focus on an
   * error), value, change handler and error.
   */
  const input = (field: TextField<V>) => ({
    id: fieldId(field),
    value: String(values[field]),
    onChange: (event: { currentTarget: { value: string } }) => setValue(field, event.currentTarget.value as V[F]),
    error: errors[field],
  });

  const reset = useCallback(() => {
    setValues(initial);
    setErrors({});
  }, [initial]);

  return { values, errors, setValue, setValues, showErrors, submit, fieldId, input, reset };
}
