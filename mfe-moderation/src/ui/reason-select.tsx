import { Select } from '@bc/shared/mantine/select';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@bc/shared';
import { MODERATION_REASON_KEYS, type ModerationReason, reasonText } from '@bc/shared/contracts';

/** The reason templates, each in the page's language (the member reads it in theirs). */
export function ReasonSelect({ value, onChange, testId }: { value: ModerationReason | null; onChange(reason: ModerationReason | null): void; testId: string }) {
  const { t } = useTranslation('moderation');
  const locale = useLocale();
  return (
    <Select
      label={t('reason.label')}
      placeholder={t('reason.placeholder')}
      data={MODERATION_REASON_KEYS.map((key) => ({ value: key, label: reasonText(key, locale) }))}
      value={value}
      onChange={(key) => onChange(key as ModerationReason | null)}
      required
      allowDeselect={false}
      comboboxProps={{ withinPortal: false }}
      data-testid={testId}
    />
  );
}
