import { Group, Loader, Stack, Text, useMediaQuery } from '@bc/shared/mantine';
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { $colors, dictionaryName, pathTo, useLocale } from '@bc/shared';
import type { DiseaseStatus, TreeDog, TreeResponse } from '@bc/shared/contracts';
import { PHONE_QUERY } from '../../../lib/depth';
import { STATUS_ORDER } from '../../../lib/disease-status';
import { formatPercent } from '../../../lib/format';
import { repeatColour } from '../../../lib/repeat-colour';
import { allOpen, branches, initialOpen, OPEN_GENERATIONS, toggled } from '../lib/branches';
import { connectorPath } from '../lib/connectors';
import { childSlot, damSlot, layoutConfig, layoutTree, sireSlot, slotGeneration } from '../lib/layout';
import { treeMove } from '../lib/tree-keys';
import { visibleSlots, type SlotItem } from '../lib/visible-slots';
import { unionRect } from '../lib/zoom';
import { AncestorList } from './ancestor-list';
import { ChartToolbar, type ChartMode } from './chart-toolbar';
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
  /** More buttons for the toolbar, beside print (the pet page's export menu). */
  actions?: ReactNode;
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
export function PedigreeChart({ tree, depth, onDepthChange, loading = false, actions }: PedigreeChartProps) {
  const { t } = useTranslation('pedigree');
  const locale = useLocale();
  const navigate = useNavigate();
  const colors = useUnit($colors);
  const [chosenTest, setChosenTest] = useState<string | null>(null);
  const test = tree.tests.find((item) => item.code === chosenTest) ?? null;

  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [mode, setMode] = useState<ChartMode>('chart');
  const items = useMemo(() => visibleSlots(tree), [tree]);
  const bySlot = useMemo(() => new Map<number, SlotItem>(items.map((item) => [item.slot, item])), [items]);

  // Branches open at first: a few generations, legible; the reader opens the rest where he wants it.
  const firstGenerations = phone ? OPEN_GENERATIONS.phone : OPEN_GENERATIONS.desktop;
  const [opened, setOpened] = useState(() => ({ items, first: firstGenerations, open: initialOpen(items, firstGenerations), start: {} }));
  let state = opened;
  if (state.items !== items || state.first !== firstGenerations) {
    state = { items, first: firstGenerations, open: initialOpen(items, firstGenerations), start: {} };
    setOpened(state);
  }
  const { open, start } = state;
  const setOpen = (next: Set<number>, restart = false) => setOpened((current) => ({ ...current, open: next, start: restart ? {} : current.start }));
  const shown = useMemo(() => branches(items, open), [items, open]);
  const initiallyAll = useMemo(() => branches(items, initialOpen(items, firstGenerations)).shown.length === items.length, [items, firstGenerations]);
  const everything = shown.shown.length === items.length;

  const { layout, lines } = useMemo(() => {
    const drawn = new Set(shown.shown);
    const layout = layoutTree(shown.deepest, (slot) => drawn.has(slot), (rows) => layoutConfig(rows, phone));
    return { layout, lines: connectorPath(layout, drawn) };
  }, [shown, phone]);
  const content = useMemo(() => ({ width: layout.width, height: layout.height }), [layout]);
  const panZoom = usePanZoom(content, start);

  // One tab stop: the active box (the dog at first); a box that a closed branch hides hands it to its descendant.
  const [active, setActive] = useState(0);
  let current = active;
  while (current > 0 && !shown.shown.includes(current)) current = childSlot(current);
  const canvas = panZoom.canvasRef;
  const focusBox = (slot: number) => canvas.current?.querySelector<HTMLElement>(`[data-slot="${slot}"]`)?.focus();

  // After a branch opens, its first ancestors come into view.
  const revealAfter = useRef<number | null>(null);
  const { reveal } = panZoom;
  useLayoutEffect(() => {
    const slot = revealAfter.current;
    revealAfter.current = null;
    if (slot === null) return;
    const boxes = [slot, sireSlot(slot), damSlot(slot)].map((s) => layout.boxes[s]).filter((box) => box !== undefined);
    if (boxes.length) reveal(unionRect(boxes));
  }, [layout, reveal]);
  const setBranch = (slot: number, value: boolean) => {
    if (value) revealAfter.current = slot;
    setOpen(toggled(open, slot, value));
  };

  const onTreeKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-slot]');
    if (!target) return;
    const move = treeMove(event.key, Number(target.dataset.slot), shown);
    if (!move) return;
    event.preventDefault();
    if ('focus' in move) {
      setActive(move.focus);
      focusBox(move.focus);
    } else if ('open' in move) setBranch(move.open, true);
    else setBranch(move.close, false);
  };
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
      shown.shown.map((slot) => {
        const item = bySlot.get(slot)!;
        const detail = details.get(slot);
        return (
          <TreeBox
            key={slot}
            item={item}
            box={layout.boxes[slot]!}
            labels={labels}
            href={detail?.href}
            meta={detail?.meta}
            status={detail?.status}
            nav={{ active: slot === current, expanded: shown.expandable.get(slot) }}
          />
        );
      }),
    [shown, bySlot, layout, labels, details, current],
  );

  /** Beside each closed box a "+" that opens its branch; beside a branch the reader opened, a "−" that closes it. */
  const toggles = [...shown.expandable]
    .filter(([slot, isOpen]) => !isOpen || slotGeneration(slot) >= firstGenerations)
    .map(([slot, isOpen]) => {
      const box = layout.boxes[slot]!;
      return (
        <span
          key={`toggle-${slot}`}
          className={classes.toggle}
          data-toggle={slot}
          data-open={isOpen || undefined}
          aria-hidden="true"
          title={isOpen ? t('tree.closeBranch') : t('tree.openBranch')}
          style={{ left: box.x + box.width, top: box.y + box.height / 2 }}
        >
          {isOpen ? '−' : '+'}
        </span>
      );
    });

  /** One handler for every box: a plain click opens the pet page in the app (or a branch), modified clicks stay native. */
  const openPet = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const toggle = (event.target as Element).closest?.<HTMLElement>('[data-toggle]');
    if (toggle) {
      const slot = Number(toggle.dataset.toggle);
      setBranch(slot, !open.has(slot));
      return;
    }
    const link = (event.target as Element).closest?.('a[href]');
    if (!link) return;
    event.preventDefault();
    navigate(link.getAttribute('href') as string);
  };

  const revealFocused = (event: FocusEvent<HTMLDivElement>) => {
    const slot = (event.target as HTMLElement).dataset?.slot;
    const box = slot === undefined ? undefined : layout.boxes[Number(slot)];
    if (!box) return;
    setActive(Number(slot));
    panZoom.reveal(box);
  };

  const repeated = items.some((item) => item.kind === 'pet' && item.repeat !== null);
  const sizeVars = { '--tree-width': String(layout.width), '--tree-height': String(layout.height) } as CSSProperties;
  const hintId = useId();

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
        mode={mode}
        onModeChange={setMode}
        branches={initiallyAll ? null : everything ? 'close' : 'open'}
        onBranches={() => (everything ? setOpen(initialOpen(items, firstGenerations), true) : setOpen(allOpen(items)))}
        actions={actions}
      />
      {mode === 'list' && (
        <div className={classes.noPrint}>
          <AncestorList tree={tree} />
        </div>
      )}
      {mode === 'chart' && (repeated || test) && (
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
        hidden={mode !== 'chart'}
        aria-busy={loading || undefined}
        data-testid="tree-viewport"
        data-depth={tree.depth}
        onFocus={revealFocused}
        onClick={openPet}
        {...panZoom.handlers}
      >
        <div
          ref={panZoom.canvasRef}
          className={classes.canvas}
          style={{ width: layout.width, height: layout.height }}
          role="tree"
          aria-label={t('tree.label', { n: tree.depth })}
          aria-describedby={hintId}
          data-testid="pedigree-tree"
          onKeyDown={onTreeKey}
        >
          <svg className={classes.lines} width={layout.width} height={layout.height} aria-hidden="true" focusable="false">
            <path d={lines} />
          </svg>
          {boxes}
          {toggles}
        </div>
        {loading && <Loader size="sm" className={classes.busy} aria-label={t('state.updating')} />}
      </div>
      <PrintTree tree={tree} items={items} labels={labels} details={details} />
      <Text size="xs" c="dimmed" className={classes.noPrint} id={hintId} hidden={mode !== 'chart'}>
        {t('tree.hint')}
      </Text>
    </Stack>
  );
}
