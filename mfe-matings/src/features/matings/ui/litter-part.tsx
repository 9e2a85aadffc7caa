import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@bc/shared/mantine';
import { Badge } from '@bc/shared/mantine/display';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '@bc/shared';
import { PetPhoto } from '@bc/shared/pets';
import type { MatingLitter, PuppyAvailability } from '@bc/shared/contracts';
import { LitterGallery } from './litter-gallery';

const AVAILABILITY_COLOR: Record<PuppyAvailability, string> = { available: 'teal', reserved: 'yellow', sold: 'gray', kept: 'blue' };

/** The litter of the mating: its photos, its counts and each puppy with its availability. */
export function LitterPart({ litter }: { litter: MatingLitter }) {
  const { t } = useTranslation('matings');
  const path = useLocalePath();
  const { counts } = litter;
  return (
    <Stack gap="sm" data-testid="mating-litter">
      <LitterGallery photos={litter.photos} />
      <Text size="sm">
        {t('matings.litter.counts', {
          males: counts.malesBorn,
          females: counts.femalesBorn,
          alive: counts.malesAlive + counts.femalesAlive,
        })}
        {' · '}
        <Text span fw={600} c={counts.available > 0 ? 'teal' : 'dimmed'}>
          {t('matings.litter.available', { count: counts.available })}
        </Text>
      </Text>
      {litter.puppies.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {litter.puppies.map((puppy) => (
            <Paper key={puppy.id} withBorder radius="md" p="xs" component="li" data-testid="puppy" data-availability={puppy.availability}>
              <Stack gap={4}>
                <PetPhoto src={puppy.mainPhoto} name={puppy.registeredName} width={160} height={120} />
                <Anchor component={Link} to={path('pets-id', { id: puppy.id })} size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {puppy.registeredName}
                </Anchor>
                <Group gap={4}>
                  <Badge size="xs" variant="light" color={puppy.sex === 'male' ? 'blue' : 'pink'}>
                    {t(`matings.sex.${puppy.sex}`)}
                  </Badge>
                  <Badge size="xs" variant="filled" color={AVAILABILITY_COLOR[puppy.availability]}>
                    {t(`matings.availability.${puppy.availability}`)}
                  </Badge>
                </Group>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
