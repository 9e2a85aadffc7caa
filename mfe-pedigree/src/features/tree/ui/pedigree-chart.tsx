import { Group, Loader, Stack, Text } from '@bc/shared/mantine';
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useMemo, useState, type CSSProperties, type FocusEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { $colors, dictionaryName, pathTo, useLocale } from '@bc/shared';
import type { DiseaseStatus, TreeDog, TreeResponse } from '@bc/shared/contracts';
import { STATUS_ORDER } from '../../../lib/disease-status';
import { formatPercent } from '../../../lib/format';
import { repeatColour } from '../../../lib/repeat-colour';
import { connectorPath } from '../lib/connectors';
import { layoutTree } from '../lib/layout';
import { visibleSlots } from '../lib/visible-slots';
import { unionRect } from '../lib/zoom';
import { ChartToolbar } from './chart-toolbar';
import { HealthLegend } from './health-legend';
import { PrintTree } from './print-tree';
import { TreeBox, type TreeBoxDetails, type TreeBoxLabels } from './tree-box';
import { usePanZoom } from './use-pan-zoom';
import classes from './pedigree-chart.module.css';

export interface PedigreeChartProps {
  tree: TreeResponse;
  /** The chosen depth (the tree shown keeps its own depth until the new one arrives). */
  depth: number;
  onDepthChange(depth: number): void;
  /** A newer answer is loading. */
  loading?: boolean;
}

/** While a tree is on the page, it prints on A4 landscape (the classic pedigree certificate's shape). */
const PRINT_PAGE = '@page { size: A4 landscape; margin: 10mm; }';

function usePrintPage() {
  useEffect(() => {
    const style = document.createElement('style');
    style.dataset.pedigreePrint = '';
    style.textContent = PRINT_PAGE;
    document.head.appendChild(style);
    return () => style.remove();
  }, []);
}

/**
 * The classic left-to-right tree in one transformed layer: absolutely positioned boxes and one SVG path for the
 * lines, with pan and zoom (mouse, touch, keyboard), repeated ancestors colour-coded, health markers per test and
 * a print layout (PrintTree, in its place on paper).
 */
export function PedigreeChart({ tree, depth, onDepthChange, loading = false }: PedigreeChartProps) {
  const { t } = useTranslation('pedigree');
  const locale = useLocale();
  const navigate = useNavigate();
  const colors = useUnit($colors);
  const [chosenTest, setChosenTest] = useState<string | null>(null);
  const test = tree.tests.find((item) => item.code === chosenTest) ?? null;

  const items = useMemo(() => visibleSlots(tree), [tree]);
  const { layout, lines } = useMemo(() => {
    const drawn = new Set(items.map((item) => item.slot));
    const layout = layoutTree(tree.depth, (slot) => drawn.has(slot));
    return { layout, lines: connectorPath(layout, drawn) };
  }, [items, tree.depth]);
  const content = useMemo(() => ({ width: layout.width, height: layout.height }), [layout]);
  const subject = layout.boxes[0] ?? { x: 0, y: 0, width: 0, height: 0 };
  const focus = useMemo(() => unionRect(layout.boxes.slice(0, 3).filter((box) => box !== undefined)), [layout]);
  const panZoom = usePanZoom(content, focus, subject);
  usePrintPage();

  const labels = useMemo<TreeBoxLabels>(
    () => ({
      unknown: t('tree.unknown'),
      hidden: t('tree.hidden'),
      hiddenTitle: t('tree.hiddenTitle'),
      offspring: t('tree.offspring'),
      status: Object.fromEntries(STATUS_ORDER.map((status) => [status, t(`statusShort.${status}`)])) as Record<DiseaseStatus, string>,
      repeat: (n: number) => t('tree.repeatMark', { n }),
    }),
    [t],
  );

  const meta = useCallback(
    (pet: TreeDog) => {
      const parts: string[] = [];
      if (pet.birthYear !== null) parts.push(String(pet.birthYear));
      const colour = pet.colorId ? dictionaryName(colors.find((item) => String(item.id) === pet.colorId), locale) : '';
      if (colour) parts.push(colour);
      if (pet.inbreeding > 0) parts.push(t('tree.ownCoi', { value: formatPercent(pet.inbreeding, locale, 1) }));
      return parts.join(' · ');
    },
    [colors, locale, t],
  );

  /** Per known pet's slot: its page, the line under its name and the chosen test's marker (the chart and the printout). */
  const details = useMemo(() => {
    const bySlot = new Map<number, TreeBoxDetails>();
    for (const item of items) {
      if (item.kind !== 'pet') continue;
      bySlot.set(item.slot, {
        href: pathTo('pets-id', { id: item.pet.id }, { locale }),
        meta: meta(item.pet),
        status: test ? (item.pet.dna[test.code] ?? 'unknown') : undefined,
      });
    }
    return bySlot;
  }, [items, meta, test, locale]);

  const boxes = useMemo(
    () =>
      items.map((item) => {
        const detail = details.get(item.slot);
        return (
          <TreeBox
            key={item.slot}
            item={item}
            box={layout.boxes[item.slot]!}
            labels={labels}
            href={detail?.href}
            meta={detail?.meta}
            status={detail?.status}
          />
        );
      }),
    [items, layout, labels, details],
  );

  /** One handler for every box: a plain click opens the pet page in the app, modified clicks stay native. */
  const openPet = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.('a[href]');
    if (!link) return;
    event.preventDefault();
    navigate(link.getAttribute('href') as string);
  };

  const revealFocused = (event: FocusEvent<HTMLDivElement>) => {
    const slot = (event.target as HTMLElement).dataset?.slot;
    const box = slot === undefined ? undefined : layout.boxes[Number(slot)];
    if (box) panZoom.reveal(box);
  };

  const repeated = items.some((item) => item.kind === 'pet' && item.repeat !== null);
  const sizeVars = { '--tree-width': String(layout.width), '--tree-height': String(layout.height) } as CSSProperties;

  return (
    <Stack gap="sm" data-testid="pedigree-chart">
      <ChartToolbar
        className={classes.noPrint}
        depth={depth}
        onDepthChange={onDepthChange}
        tests={tree.tests}
        test={test?.code ?? null}
        onTestChange={setChosenTest}
        onZoomIn={panZoom.zoomIn}
        onZoomOut={panZoom.zoomOut}
        onFit={panZoom.fit}
      />
      {(repeated || test) && (
        <Stack gap={6}>
          {repeated && (
            <Group gap={6} wrap="nowrap">
              <span
                aria-hidden="true"
                className={classes.swatch}
                style={{ '--repeat-color': repeatColour(0).color, '--repeat-bg': repeatColour(0).background } as CSSProperties}
              />
              <Text size="xs" c="dimmed">
                {t('tree.repeatedLegend')}
              </Text>
            </Group>
          )}
          {test && <HealthLegend testName={test.name} />}
        </Stack>
      )}
      <div
        ref={panZoom.viewportRef}
        className={classes.viewport}
        style={sizeVars}
        tabIndex={0}
        role="region"
        aria-roledescription={t('tree.roleDescription')}
        aria-label={t('tree.label', { n: tree.depth })}
        aria-busy={loading || undefined}
        data-testid="tree-viewport"
        data-depth={tree.depth}
        onFocus={revealFocused}
        onClick={openPet}
        {...panZoom.handlers}
      >
        <div ref={panZoom.canvasRef} className={classes.canvas} style={{ width: layout.width, height: layout.height }}>
          <svg className={classes.lines} width={layout.width} height={layout.height} aria-hidden="true" focusable="false">
            <path d={lines} />
          </svg>
          {boxes}
        </div>
        {loading && <Loader size="sm" className={classes.busy} aria-label={t('state.updating')} />}
      </div>
      <PrintTree tree={tree} items={items} labels={labels} details={details} />
      <Text size="xs" c="dimmed" className={classes.noPrint}>
        {t('tree.hint')}
      </Text>
    </Stack>
  );
}
