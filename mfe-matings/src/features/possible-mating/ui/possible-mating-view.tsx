import { Stack, Text } from '@bc/shared/mantine';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { swapPair } from '../lib/pair';
import { $matingPair, pairSwapped } from '../model';
import { MatingIntro } from './mating-intro';
import { ParentPicker } from './parent-picker';
import { SwapButton } from './swap-button';
import { TestMatingPanel } from './test-mating-panel';
import { useUrlPair } from './use-url-pair';
import classes from './possible-mating.module.css';

/** The test mating: a sire and a dam (held in the URL) and, once both fit, the hypothetical litter. */
export function PossibleMatingView() {
  const { t } = useTranslation('matings');
  const [pair, setPair] = useUrlPair();
  const [mating, swapped] = useUnit([$matingPair, pairSwapped]);
  const nothing = pair.sire === null && pair.dam === null;
  const missing = pair.sire === null ? 'sire' : pair.dam === null ? 'dam' : null;

  const swap = () => {
    swapped();
    setPair(swapPair(pair));
  };

  return (
    <Stack gap="xl" data-testid="possible-mating">
      <div className={classes.pair}>
        <ParentPicker role="sire" id={pair.sire} onChange={(sire) => setPair({ ...pair, sire })} />
        <SwapButton disabled={nothing} onSwap={swap} />
        <ParentPicker role="dam" id={pair.dam} onChange={(dam) => setPair({ ...pair, dam })} />
      </div>
      {mating ? (
        <TestMatingPanel sireId={mating.sireId} damId={mating.damId} />
      ) : nothing ? (
        <MatingIntro />
      ) : (
        missing && (
          <Text c="dimmed" data-testid="mating-hint">
            {t(`hint.${missing}`)}
          </Text>
        )
      )}
    </Stack>
  );
}
