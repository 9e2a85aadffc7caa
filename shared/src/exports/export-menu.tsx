import { Button } from '@bc/shared/mantine';
import { Menu } from '@bc/shared/mantine/menu';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseError } from '../api/errors';
import { toastRequested } from '../bus/events';
import type { ExportFormat } from '../contracts/exports';
import { downloadExport, type ExportTarget } from './export-request';

export interface ExportMenuProps {
  /** What the file holds. */
  target: ExportTarget;
  /** Tells a test (and the e2e) the menu's button and items apart: `<testId>`, `<testId>-csv`, `<testId>-xlsx`. */
  testId?: string;
}

const DownloadIcon = () => (
  <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </svg>
);

/**
 * A button with a menu "CSV / Excel (XLSX)" that downloads a pedigree, a search's dogs or a member's dogs through the
 * API (with the session's token and the page's language: the header row is in it) and saves the file under the
 * server's name. A file that holds only the first dogs found says so in a toast; so does a failure.
 */
export function ExportMenu({ target, testId = 'export-menu' }: ExportMenuProps) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      const { truncated } = await downloadExport(target, format);
      if (truncated !== null) toastRequested({ type: 'warning', message: t('exports.truncated', { rows: truncated.toLocaleString() }), autoClose: 10_000 });
    } catch (error) {
      const failure = normaliseError(error);
      toastRequested({ type: 'error', title: t('exports.failed'), message: failure.shownText(t('states.error')) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button variant="default" size="sm" leftSection={<DownloadIcon />} loading={busy !== null} data-testid={testId}>
          {t('exports.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('exports.label')}</Menu.Label>
        <Menu.Item onClick={() => void run('csv')} data-testid={`${testId}-csv`}>
          {t('exports.csv')}
        </Menu.Item>
        <Menu.Item onClick={() => void run('xlsx')} data-testid={`${testId}-xlsx`}>
          {t('exports.xlsx')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
