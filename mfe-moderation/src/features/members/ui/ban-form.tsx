import { DateField } from '@bc/shared/ui/date-field';
import { Button, Group, Paper, Stack } from '@bc/shared/mantine';
import { Select } from '@bc/shared/mantine/select';
import { useUnit } from 'effector-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminUser, type ModerationReason } from '@bc/shared/contracts';
import { ReasonSelect } from '../../../ui/reason-select';
import { $busy, banFormClosed, banFx, lastReason } from '../model';
import { NoteField } from '../../../ui/note-field';

const TERMS = ['day', 'week', 'month', 'year', 'none', 'date'] as const;
type Term = (typeof TERMS)[number];
const DAYS: Partial<Record<Term, number>> = { day: 1, week: 7, month: 30, year: 365 };

/** When a ban of this term ends (null: until lifted); a chosen date ends at its last minute, UTC. */
export function banEnd(term: Term, date: string, now = Date.now()): string | null {
  if (term === 'none') return null;
  if (term === 'date') return date ? `${date}T23:59:00.000Z` : null;
  return new Date(now + DAYS[term]! * 86_400_000).toISOString();
}

/** The ban of one member: a reason template, a note (required) and how long. */
export function BanForm({ member }: { member: AdminUser }) {
  const { t } = useTranslation('moderation');
  const [busy, ban, closed, last] = useUnit([$busy, banFx, banFormClosed, lastReason.$reason]);
  const [reason, setReason] = useState<ModerationReason | null>(last);
  const [note, setNote] = useState('');
  const [term, setTerm] = useState<Term>('week');
  const [date, setDate] = useState('');
  const ready = reason !== null && note.trim() !== '' && (term !== 'date' || date !== '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    void ban({ id: member.id, reason, note: note.trim(), until: banEnd(term, date) }).catch(() => undefined);
  };

  return (
    <Paper withBorder p="sm" component="form" onSubmit={submit} aria-label={t('ban.title', { name: member.nickname ?? member.id })} data-testid="ban-form">
      <Stack gap="sm">
        <ReasonSelect value={reason} onChange={setReason} testId="ban-reason" />
        <NoteField label={t('ban.note')} description={t('ban.noteHint')} value={note} onChange={setNote} required testId="ban-note" />
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('ban.term')}
            data={TERMS.map((value) => ({ value, label: t(`ban.terms.${value}`) }))}
            value={term}
            onChange={(value) => setTerm((value as Term | null) ?? 'week')}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
            w={220}
            data-testid="ban-term"
          />
          {term === 'date' && (
            <DateField label={t('ban.date')} value={date} onChange={setDate} required data-testid="ban-date" />
          )}
        </Group>
        <Group gap="sm">
          <Button type="submit" color="red" disabled={!ready} loading={busy === member.id} data-testid="ban-submit">
            {t('ban.submit')}
          </Button>
          <Button variant="default" onClick={() => closed()}>
            {t('ban.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
