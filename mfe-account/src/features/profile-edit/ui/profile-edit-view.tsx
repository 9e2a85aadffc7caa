import { Group, Stack, Text } from '@bc/shared/mantine';
import { Skeleton } from '@bc/shared/mantine/display';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { $session, PageLayout, Section, useLocalePath } from '@bc/shared';
import { LoadFailure } from '@bc/shared/load';
import { MemberNotFound } from '../../../ui/member-not-found';
import { RouteButton } from '../../../ui/route-button';
import {
  $deleted,
  $editable,
  $editStatus,
  $isOwn,
  $renamedTo,
  editPageClosed,
  editPageOpened,
  editRetried,
} from '../model';
import { AvatarSection } from './avatar-section';
import { DeleteAccount } from './delete-account';
import { NicknameForm } from './nickname-form';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

/**
 * `/u/edit` (own profile) and `/u/edit/{nickname}` (a moderator editing a member, or the owner by nickname).
 * Without a nickname in the URL, the signed-in member's own is used.
 */
export function ProfileEditView({ nickname: requested }: { nickname?: string }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const path = useLocalePath();
  const [deleted, session, profile, status, own, renamedTo, opened, closed, retried] = useUnit([
    $deleted,
    $session,
    $editable,
    $editStatus,
    $isOwn,
    $renamedTo,
    editPageOpened,
    editPageClosed,
    editRetried,
  ]);
  const route = requested ? 'u-edit-nickname' : 'u-edit';
  const params = requested ? { nickname: requested } : undefined;
  const nickname = requested ?? session?.nickname;
  // Only the owner and moderators may edit; others are told so without asking the API (a 403 signs them out).
  const allowed = Boolean(session && nickname && (session.isModerator || nickname.toLowerCase() === session.nickname.toLowerCase()));

  useEffect(() => {
    if (allowed && nickname) opened(nickname);
  }, [allowed, nickname, opened]);
  useEffect(() => () => closed(), [closed]);

  // The URL named the old nickname: follow the rename.
  useEffect(() => {
    if (requested && renamedTo && renamedTo !== requested) {
      navigate(path('u-edit-nickname', { nickname: renamedTo }), { replace: true });
    }
  }, [requested, renamedTo, navigate, path]);

  // The account was just deleted: home (signed out when it was one's own).
  const home = path('index');
  useEffect(() => {
    if (deleted) navigate(home, { replace: true });
  }, [deleted, navigate, home]);

  if (deleted) return null;
  if (!allowed) {
    return (
      <PageLayout route={route} params={params}>
        <Text data-testid="edit-forbidden">{t('edit.forbidden')}</Text>
      </PageLayout>
    );
  }
  if (status === 'not-found') {
    return (
      <PageLayout route={route} params={params} title={t('profile.notFound.title')}>
        <MemberNotFound nickname={nickname ?? ''} />
      </PageLayout>
    );
  }
  if (status === 'failed') {
    return (
      <PageLayout route={route} params={params}>
        <LoadFailure onRetry={retried} />
      </PageLayout>
    );
  }
  if (!profile || status === 'loading') {
    return (
      <PageLayout route={route} params={params}>
        <Stack gap="md" aria-busy data-testid="edit-loading">
          <Skeleton height={120} radius="lg" />
          <Skeleton height={360} radius="lg" />
        </Stack>
      </PageLayout>
    );
  }

  return (
    <PageLayout
      route={route}
      params={params}
      description={own ? t('edit.ownDescription') : t('edit.memberDescription', { nickname: profile.nickname })}
      actions={
        <Group>
          <RouteButton to="u-nickname" params={{ nickname: profile.nickname }} variant="light" size="sm">
            {t('edit.viewProfile')}
          </RouteButton>
        </Group>
      }
    >
      <Stack gap="lg" maw={880} data-testid="profile-edit">
        <Section card title={t('edit.avatar.title')}>
          <AvatarSection profile={profile} />
        </Section>
        <Section card title={t('edit.profileTitle')}>
          <ProfileForm key={profile.id} profile={profile} />
        </Section>
        <Section
          card
          title={t('edit.nickname.title')}
          description={own ? t('edit.nickname.description') : t('edit.nickname.memberDescription')}
        >
          <NicknameForm key={profile.nickname} nickname={profile.nickname} own={own} />
        </Section>
        <Section card title={t('edit.password.title')} description={own ? undefined : t('edit.password.memberDescription')}>
          <PasswordForm key={profile.id} />
        </Section>
        <Section card title={t('edit.delete.title')} danger testId="delete-section">
          <DeleteAccount own={own} nickname={profile.nickname} />
        </Section>
      </Stack>
    </PageLayout>
  );
}
