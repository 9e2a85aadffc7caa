import { Button, Group } from '@bc/shared/mantine';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '@bc/shared';
import type { MatingDetail } from '@bc/shared/contracts';
import { publishFx } from '../model/mating';

/** For the recorder: edit, publish or take back to a draft (a declined mating cannot be published). */
export function RecorderActions({ mating }: { mating: Pick<MatingDetail, 'id' | 'publishStatus' | 'studAnswer'> }) {
  const { t } = useTranslation('matings');
  const path = useLocalePath();
  const [publish, pending] = useUnit([publishFx, publishFx.pending]);
  return (
    <Group gap="sm">
      <Button component={Link} to={path('m-edit-id', { id: mating.id })} variant="light" data-testid="mating-edit">
        {t('matings.actions.edit')}
      </Button>
      {mating.publishStatus === 'draft' && mating.studAnswer !== 'declined' && (
        <Button loading={pending} onClick={() => publish({ id: mating.id, status: 'published' })} data-testid="mating-publish">
          {t('matings.actions.publish')}
        </Button>
      )}
      {mating.publishStatus === 'published' && (
        <Button variant="default" loading={pending} onClick={() => publish({ id: mating.id, status: 'draft' })} data-testid="mating-unpublish">
          {t('matings.actions.unpublish')}
        </Button>
      )}
    </Group>
  );
}
