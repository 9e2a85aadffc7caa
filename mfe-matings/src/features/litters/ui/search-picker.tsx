import { Loader, useDebouncedValue } from '@bc/shared/mantine';
import { Select } from '@bc/shared/mantine/select';
import { useEffect, useState } from 'react';
import { isAbortError } from '@bc/shared';

export interface Choice {
  id: number;
  label: string;
}

interface SearchPickerProps {
  label: string;
  placeholder: string;
  nothingFound: string;
  value: Choice | null;
  onChange(choice: Choice | null): void;
  /** Answers the choices for what was typed (two characters at least). */
  search(query: string): Promise<Choice[]>;
  error?: string;
  required?: boolean;
  description?: string;
  testId: string;
}

/** A searchable select whose options come from the API as the member types (a dog of one sex, a member). */
export function SearchPicker({ label, placeholder, nothingFound, value, onChange, search, error, required, description, testId }: SearchPickerProps) {
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 250);
  const [found, setFound] = useState<Choice[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const text = debounced.trim();
    if (text.length < 2 || text === value?.label) return;
    let live = true;
    setLoading(true);
    search(text)
      .then((choices) => live && setFound(choices))
      .catch((failure: unknown) => {
        if (live && !isAbortError(failure)) setFound([]);
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [debounced, search, value?.label]);

  const choices = value && !found.some((c) => c.id === value.id) ? [value, ...found] : found;
  return (
    <Select
      label={label}
      placeholder={placeholder}
      description={description}
      required={required}
      searchable
      clearable
      data={choices.map((c) => ({ value: String(c.id), label: c.label }))}
      value={value ? String(value.id) : null}
      searchValue={query}
      onSearchChange={setQuery}
      filter={({ options }) => options}
      nothingFoundMessage={query.trim().length >= 2 && !loading ? nothingFound : undefined}
      rightSection={loading ? <Loader size="xs" /> : undefined}
      onChange={(id) => onChange(choices.find((c) => String(c.id) === id) ?? null)}
      error={error}
      data-testid={testId}
    />
  );
}
