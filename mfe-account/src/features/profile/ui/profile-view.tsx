import { Stack } from '@bc/shared/mantine';
import { Skeleton } from '@bc/shared/mantine/display';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '@bc/shared';
import { LoadFailure } from '@bc/shared/load';
import { MemberNotFound } from '../../../ui/member-not-found';
import { $profile, $profileStatus, bredPets, memberLitters, memberMatings, memberPlanned, ownedPets, profilePageOpened, profileRetried } from '../model';
import { AnnouncementListSection } from './announcement-list-section';
import { PetListSection } from './pet-list-section';
import { ProfileContacts } from './profile-contacts';
import { ProfileHeader } from './profile-header';

/** `/u/{nickname}`: a member's public profile with the pets they bred and own, and their public litters and matings. */
export function ProfileView({ nickname }: { nickname: string }) {
  const { t } = useTranslation('account');
  const [profile, status, opened, retried] = useUnit([$profile, $profileStatus, profilePageOpened, profileRetried]);

  useEffect(() => {
    opened(nickname);
  }, [nickname, opened]);

  if (status === 'not-found') {
    return (
      <PageLayout route="u-nickname" params={{ nickname }} title={t('profile.notFound.title')}>
        <MemberNotFound nickname={nickname} testId="profile-not-found" />
      </PageLayout>
    );
  }

  if (status === 'failed') {
    return (
      <PageLayout route="u-nickname" params={{ nickname }}>
        <LoadFailure onRetry={retried} />
      </PageLayout>
    );
  }

  if (!profile || status === 'loading') {
    return (
      <PageLayout route="u-nickname" params={{ nickname }}>
        <Stack gap="md" aria-busy data-testid="profile-loading">
          <Skeleton height={140} radius="lg" />
          <Skeleton height={24} width="40%" />
          <Skeleton height={80} radius="md" />
        </Stack>
      </PageLayout>
    );
  }

  const name = profile.displayName?.trim() || profile.nickname;
  return (
    <PageLayout route="u-nickname" params={{ nickname }} title={name}>
      <Stack gap="xl" data-testid="profile">
        <Stack gap="md">
          <ProfileHeader profile={profile} />
          <ProfileContacts profile={profile} />
        </Stack>
        <PetListSection title={t('profile.bred')} empty={t('profile.bredEmpty')} list={bredPets} testId="bred-pets" exportOf={{ userId: profile.id, role: 'breeder' }} />
        <PetListSection title={t('profile.owned')} empty={t('profile.ownedEmpty')} list={ownedPets} testId="owned-pets" exportOf={{ userId: profile.id, role: 'owner' }} />
        <AnnouncementListSection title={t('profile.litters')} empty={t('profile.littersEmpty')} list={memberLitters} testId="member-litters" />
        <AnnouncementListSection title={t('profile.matings')} empty={t('profile.matingsEmpty')} list={memberMatings} testId="member-matings" />
        <AnnouncementListSection title={t('profile.planned')} empty={t('profile.plannedEmpty')} list={memberPlanned} testId="member-planned" />
      </Stack>
    </PageLayout>
  );
}
