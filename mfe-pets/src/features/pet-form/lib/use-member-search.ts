import { useDebouncedValue } from '@bc/shared/mantine';
import { useEffect, useState } from 'react';
import { LIMITS, type MemberSearchItem } from '@bc/shared/contracts';
import { MEMBER_PICKER_LIMIT, searchMembers } from '../api/search-members';

export type MemberSearchStatus = 'idle' | 'loading' | 'ready' | 'failed';
export const MEMBER_SEARCH_DEBOUNCE_MS = 250;
export const MEMBER_SEARCH_MIN = 2;

/** The text typed in a member picker as the API takes it: without a leading '@', trimmed. */
export const memberQuery = (text: string) => text.trim().replace(/^@+/, '').trim().slice(0, LIMITS.search);

/**
 * The members matching what is typed in one picker (debounced; two characters at least). The state is the
 * picker's own (a form has two pickers open at different times), so it lives in this hook, not in a shared store.
 */
export function useMemberSearch(text: string) {
  const [debounced] = useDebouncedValue(memberQuery(text), MEMBER_SEARCH_DEBOUNCE_MS);
  const [items, setItems] = useState<MemberSearchItem[]>([]);
  const [status, setStatus] = useState<MemberSearchStatus>('idle');

  useEffect(() => {
    if (debounced.length < MEMBER_SEARCH_MIN) {
      setItems([]);
      setStatus('idle');
      return;
    }
    let current = true;
    setStatus('loading');
    searchMembers({ query: debounced, limit: MEMBER_PICKER_LIMIT }).then(
      (answer) => {
        if (!current) return;
        setItems(answer.items);
        setStatus('ready');
      },
      () => current && setStatus('failed'),
    );
    return () => {
      current = false;
    };
  }, [debounced]);

  return { items, status, query: debounced };
}
