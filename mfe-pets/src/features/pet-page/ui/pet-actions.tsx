import { Button, Group, Stack, Text } from '@bc/shared/mantine';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { $session, formatNumber, openModal, useLocale, useLocalePath } from '@bc/shared';
import type { PetDetail } from '@bc/shared/contracts';
import { $likePending, $publishPending, likeClicked, noteChanged, publishRequested } from '../model';
import { HideForm } from './hide-form';

/** Like, note, edit, publish, offer a correction and (moderators) hide or restore. */
export function PetActions({ pet }: { pet: PetDetail }) {
  const { t } = useTranslation('pets');
  const locale = useLocale();
  const path = useLocalePath();
  const [user, likePending, publishPending] = useUnit([$session, $likePending, $publishPending]);
  const [hiding, setHiding] = useState(false);
  const { canEdit, canModerate } = pet.permissions;

  const like = () => {
    if (!user) openModal('auth', { tab: 'login' });
    else likeClicked();
  };
  const note = () =>
    openModal('note', {
      petId: pet.id,
      note: pet.myNote ?? '',
      onSaved: (text: string | null) => noteChanged({ petId: pet.id, note: text }),
    });

  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        <Button
          variant={pet.likedByMe ? 'filled' : 'light'}
          onClick={like}
          loading={likePending}
          aria-pressed={pet.likedByMe}
          leftSection={<span aria-hidden>{pet.likedByMe ? '♥' : '♡'}</span>}
          data-testid="like-button"
          data-liked={pet.likedByMe}
        >
          {pet.likedByMe ? t('like.liked') : t('like.like')}
          <Text span ml={8} fw={700} data-testid="like-count" aria-label={t('like.count', { count: pet.likes })}>
            {formatNumber(pet.likes, locale)}
          </Text>
        </Button>
        {user && (
          <Button variant="default" onClick={note} data-testid="note-button">
            {pet.myNote ? t('note.edit') : t('note.add')}
          </Button>
        )}
        {canEdit && (
          <Button component={Link} to={path('pets-edit-id', { id: pet.id })} variant="default" data-testid="edit-button">
            {t('common:actions.edit')}
          </Button>
        )}
        {canEdit && pet.publishStatus === 'draft' && (
          <Button onClick={() => publishRequested({ status: 'published' })} loading={publishPending} data-testid="publish-button">
            {t('publish.publish')}
          </Button>
        )}
        {canEdit && pet.publishStatus === 'published' && (
          <Button variant="default" onClick={() => publishRequested({ status: 'draft' })} loading={publishPending} data-testid="unpublish-button">
            {t('publish.unpublish')}
          </Button>
        )}
        {user && !canEdit && (
          <Button variant="subtle" onClick={() => openModal('attachment', { petId: pet.id })} data-testid="attachment-button">
            {t('attachment.open')}
          </Button>
        )}
        {canModerate && pet.publishStatus !== 'hidden' && !hiding && (
          <Button variant="light" color="red" onClick={() => setHiding(true)} data-testid="hide-button">
            {t('moderation.hide')}
          </Button>
        )}
        {canModerate && pet.publishStatus === 'hidden' && (
          <Button variant="light" onClick={() => publishRequested({ status: 'published' })} loading={publishPending} data-testid="restore-button">
            {t('moderation.restore')}
          </Button>
        )}
      </Group>
      {hiding && (
        <HideForm
          pending={publishPending}
          onCancel={() => setHiding(false)}
          onHide={(reason) => {
            publishRequested({ status: 'hidden', reason });
            setHiding(false);
          }}
        />
      )}
    </Stack>
  );
}
