import { Button, Group, TextInput } from '@bc/shared/mantine';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface QueueFiltersProps {
  /** The text search, when the queue has one: its value in the URL, written on submit. */
  search?: { value: string | undefined; label: string; placeholder?: string; onSearch(q: string | null): void; testId: string };
  /** The queue's own filters (selects writing to the URL at once). */
  children?: ReactNode;
  /** After the filters (a "clear" button). */
  extra?: ReactNode;
}

/** A queue's filter bar: the text search (sent with Enter or the button) and the queue's selects, wrapping on a phone. */
export function QueueFilters({ search, children, extra }: QueueFiltersProps) {
  const { t } = useTranslation('moderation');
  const [text, setText] = useState(search?.value ?? '');
  useEffect(() => setText(search?.value ?? ''), [search?.value]);
  return (
    <Group
      gap="sm"
      align="flex-end"
      wrap="wrap"
      component="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        search?.onSearch(text.trim() || null);
      }}
    >
      {search && (
        <TextInput
          label={search.label}
          placeholder={search.placeholder}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={100}
          style={{ flex: '1 1 240px' }}
          data-testid={search.testId}
        />
      )}
      {children}
      {search && <Button type="submit">{t('members.find')}</Button>}
      {extra}
    </Group>
  );
}
