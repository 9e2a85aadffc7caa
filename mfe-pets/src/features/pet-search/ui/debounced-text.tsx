import { TextInput, type TextInputProps, useDebouncedCallback } from '@bc/shared/mantine';
import { CloseButton } from '@bc/shared/mantine/close-button';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@bc/shared/contracts';

export const TEXT_DEBOUNCE_MS = 350;

/**
 * A text filter that commits after the user pauses typing. The value shown follows the URL when it changes from
 * outside (back button, reset) but never overwrites what is being typed.
 */
export function DebouncedText({
  value,
  onCommit,
  ...rest
}: { value: string; onCommit: (value: string) => void } & Omit<TextInputProps, 'value' | 'onChange'>) {
  const { t } = useTranslation('pets');
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const commit = useDebouncedCallback((next: string) => {
    committed.current = next.trim();
    onCommit(next);
  }, TEXT_DEBOUNCE_MS);

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  return (
    <TextInput
      {...rest}
      value={text}
      maxLength={LIMITS.search}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit.flush();
      }}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={t('search.clear')}
            onClick={() => {
              setText('');
              committed.current = '';
              commit.cancel();
              onCommit('');
            }}
          />
        ) : null
      }
    />
  );
}
