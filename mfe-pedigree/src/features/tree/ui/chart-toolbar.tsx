import { ActionIcon, Button, Group, Input } from '@bc/shared/mantine';
import { SegmentedControl } from '@bc/shared/mantine/segmented-control';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DepthControl } from '../../../ui/depth-control';
import { IconFit, IconMinus, IconPlus, IconPrinter } from '../../../ui/icons';
import { LazySelect } from '../../../ui/lazy-select';
import classes from './chart-toolbar.module.css';

/** The tree as a chart, or as the list of its ancestors. */
export type ChartMode = 'chart' | 'list';

export interface ChartToolbarProps {
  depth: number;
  onDepthChange(depth: number): void;
  tests: { code: string; name: string }[];
  test: string | null;
  onTestChange(code: string | null): void;
  onZoomIn(): void;
  onZoomOut(): void;
  onFit(): void;
  mode: ChartMode;
  onModeChange(mode: ChartMode): void;
  /** What the branches button does: open every branch, close them back to the first view, or nothing to do (null). */
  branches: 'open' | 'close' | null;
  onBranches(): void;
  /** More buttons, after print (the pet page's export menu): on a phone on a line of their own, so the row fits 390 px. */
  actions?: ReactNode;
  className?: string;
}

/**
 * Depth, chart or list, health markers, branches, zoom and print in one row on a desktop. On a phone the depth and
 * the zoom buttons share the first row (print shrinks to an icon) and the test picker takes the second, so the
 * tree starts higher. The list has no markers, branches or zoom.
 */
export function ChartToolbar(props: ChartToolbarProps) {
  const { t } = useTranslation('pedigree');
  const modeId = useId();
  const chart = props.mode === 'chart';
  return (
    <Group gap="md" align="flex-end" wrap="wrap" className={props.className}>
      <DepthControl label={t('tree.generations')} value={props.depth} onChange={props.onDepthChange} />
      <Input.Wrapper label={t('tree.show')} labelProps={{ id: modeId }}>
        <div>
          <SegmentedControl
            aria-labelledby={modeId}
            size="xs"
            value={props.mode}
            onChange={(value) => props.onModeChange(value as ChartMode)}
            data={[
              { value: 'chart', label: t('tree.chart') },
              { value: 'list', label: t('tree.list') },
            ]}
            data-testid="chart-mode"
          />
        </div>
      </Input.Wrapper>
      {chart && (
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
          w={{ base: '100%', xs: 240 }}
          className={classes.test}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <Group gap="xs" wrap="nowrap" ml="auto">
        {chart && props.branches && (
          <Button variant="default" size="xs" onClick={props.onBranches} data-testid="tree-branches">
            {props.branches === 'open' ? t('tree.openAll') : t('tree.closeAll')}
          </Button>
        )}
        {chart && (
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
        )}
        <Button variant="default" size="sm" leftSection={<IconPrinter />} onClick={() => window.print()} visibleFrom="sm">
          {t('tree.print')}
        </Button>
        <ActionIcon variant="default" size="lg" onClick={() => window.print()} aria-label={t('tree.print')} title={t('tree.print')} hiddenFrom="sm">
          <IconPrinter />
        </ActionIcon>
      </Group>
      {props.actions}
    </Group>
  );
}
