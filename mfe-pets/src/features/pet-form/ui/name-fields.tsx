import { SimpleGrid, TextInput } from '@bc/shared/mantine';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS, PET_LIMITS } from '@bc/shared/contracts';
import { fieldId } from '../lib/use-field-errors';
import type { SectionProps } from './section-props';

type Names = { registeredName: string; callName: string; kennelPrefix: string };

/**
 * The registered name (required), call name and kennel prefix of the pet or of a new parent record. `prefix` is the
 * values' path in the form ('' or `newSire.`), `testIdOf` names each input for the tests.
 */
export function NameFields({
  value,
  onChange,
  error,
  prefix = '',
  testIdOf,
  registeredNameHint,
  compact = false,
}: {
  value: Names;
  onChange: (patch: Partial<Names>, path: string) => void;
  error: SectionProps['error'];
  prefix?: string;
  testIdOf: (field: keyof Names) => string;
  registeredNameHint?: string;
  /** Inside a smaller box (a new parent): side by side from the `xs` breakpoint, closer together. */
  compact?: boolean;
}) {
  const { t } = useTranslation('pets');
  const path = (field: keyof Names) => `${prefix}${field}`;
  const input = (field: keyof Names, max: number) => ({
    id: fieldId(path(field)),
    label: t(`fields.${field}`),
    value: value[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ [field]: event.currentTarget.value }, path(field)),
    error: error(path(field)),
    maxLength: max + 20,
    'data-testid': testIdOf(field),
  });
  return (
    <>
      <TextInput {...input('registeredName', PET_LIMITS.registeredName)} description={registeredNameHint} required />
      <SimpleGrid cols={compact ? { base: 1, xs: 2 } : { base: 1, sm: 2 }} spacing={compact ? 'sm' : 'md'}>
        <TextInput {...input('callName', LIMITS.name)} />
        <TextInput {...input('kennelPrefix', LIMITS.name)} />
      </SimpleGrid>
    </>
  );
}
