import { ActionIcon, Button, Group } from '@bc/shared/mantine';
import { useTranslation } from 'react-i18next';
import { DepthControl } from '../../../ui/depth-control';
import { IconFit, IconMinus, IconPlus, IconPrinter } from '../../../ui/icons';
import { LazySelect } from '../../../ui/lazy-select';
import classes from './chart-toolbar.module.css';

export interface ChartToolbarProps {
  depth: number;
  onDepthChange(depth: number): void;
  tests: { code: string; name: string }[];
  test: string | null;
  onTestChange(code: string | null): void;
  onZoomIn(): void;
  onZoomOut(): void;
  onFit(): void;
  className?: string;
}

/**
 * Depth, health markers, zoom and print in one row on a desktop. On a phone the depth and the zoom buttons
 * share the first row (print shrinks to an icon) and the test picker takes the second, so the tree starts higher.
 */
export function ChartToolbar(props: ChartToolbarProps) {
  const { t } = useTranslation('pedigree');
  return (
    <Group gap="md" align="flex-end" wrap="wrap" className={props.className}>
      <DepthControl label={t('tree.generations')} value={props.depth} onChange={props.onDepthChange} />
      <LazySelect
        label={t('tree.healthTest')}
        placeholder={props.tests.length ? t('tree.healthNone') : t('tree.healthEmpty')}
        disabled={props.tests.length === 0}
        data={props.tests.map((test) => ({ value: test.code, label: test.name }))}
        value={props.test}
        onChange={props.onTestChange}
        clearable
        searchable={props.tests.length > 8}
        size="xs"
        w={{ base: '100%', xs: 260 }}
        className={classes.test}
        comboboxProps={{ withinPortal: true }}
      />
      <Group gap="xs" wrap="nowrap" ml="auto">
        <ActionIcon.Group>
          <ActionIcon variant="default" size="lg" onClick={props.onZoomOut} aria-label={t('tree.zoomOut')} title={t('tree.zoomOut')}>
            <IconMinus />
          </ActionIcon>
          <ActionIcon variant="default" size="lg" onClick={props.onZoomIn} aria-label={t('tree.zoomIn')} title={t('tree.zoomIn')}>
            <IconPlus />
          </ActionIcon>
          <ActionIcon variant="default" size="lg" onClick={props.onFit} aria-label={t('tree.fit')} title={t('tree.fit')}>
            <IconFit />
          </ActionIcon>
        </ActionIcon.Group>
        <Button variant="default" size="sm" leftSection={<IconPrinter />} onClick={() => window.print()} visibleFrom="sm">
          {t('tree.print')}
        </Button>
        <ActionIcon variant="default" size="lg" onClick={() => window.print()} aria-label={t('tree.print')} title={t('tree.print')} hiddenFrom="sm">
          <IconPrinter />
        </ActionIcon>
      </Group>
    </Group>
  );
}
