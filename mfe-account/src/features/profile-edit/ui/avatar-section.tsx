import { Avatar, Button, Group, Stack, Text } from '@bc/shared/mantine';
import { FileButton } from '@bc/shared/mantine/file-button';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { initialsOf, openModal } from '@bc/shared';
import type { EditableProfile } from '@bc/shared/contracts';
import { $avatarPending, avatarCropped, avatarRemoved } from '../model';

export const AVATAR_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

/** The avatar: pick a photo, crop it square in the 'image-crop' modal, upload; or remove it. */
export function AvatarSection({ profile }: { profile: EditableProfile }) {
  const { t } = useTranslation('account');
  const [pending, cropped, removed] = useUnit([$avatarPending, avatarCropped, avatarRemoved]);
  const name = profile.displayName?.trim() || profile.nickname;

  const picked = (file: File | null) => {
    if (!file) return;
    openModal('image-crop', { file, onCropped: (image: Blob) => cropped(image) });
  };

  return (
    <Group gap="lg" wrap="wrap" align="center">
      <Avatar src={profile.avatar ?? undefined} alt={t('profile.avatarAlt', { name })} size={96} radius="50%" color="primary">
        {initialsOf(name)}
      </Avatar>
      <Stack gap="xs">
        <Group gap="sm">
          <FileButton onChange={picked} accept={AVATAR_TYPES}>
            {(props) => (
              <Button {...props} loading={pending} data-testid="avatar-pick">
                {profile.avatar ? t('edit.avatar.change') : t('edit.avatar.upload')}
              </Button>
            )}
          </FileButton>
          {profile.avatar && (
            <Button variant="subtle" color="red" onClick={() => removed()} disabled={pending}>
              {t('edit.avatar.remove')}
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t('edit.avatar.hint')}
        </Text>
      </Stack>
    </Group>
  );
}
