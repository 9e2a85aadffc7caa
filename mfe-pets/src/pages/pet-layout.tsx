import { Container, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { useLocalePath } from '@bc/shared';

export const PET_TABS = ['pets-id', 'pets-id-pedigree', 'pets-id-genetics', 'pets-id-breed', 'pets-id-siblings', 'pets-id-report'] as const;

/** The pet page frame: the pet's heading and its tabs; each tab is a child route (some owned by other remotes). */
export default function PetLayout() {
  const { t } = useTranslation('pets');
  const { t: tc } = useTranslation('common');
  const { id = '' } = useParams();
  const path = useLocalePath();
  const location = useLocation();
  const navigate = useNavigate();
  const active = PET_TABS.find((name) => path(name, { id }) === location.pathname) ?? 'pets-id';

  return (
    <Container py="lg">
      <Stack gap="md">
        <Title order={1}>{t('pet.heading', { id })}</Title>
        <Tabs value={active} onChange={(value) => value && navigate(path(value, { id }))} keepMounted={false}>
          <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
            {PET_TABS.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {name === 'pets-id' ? t('pet.overview') : tc(`routes.${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Outlet />
      </Stack>
    </Container>
  );
}
