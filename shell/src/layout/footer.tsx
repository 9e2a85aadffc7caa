import { Anchor, Container, Group, Text } from '@bc/shared/mantine';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '@bc/shared';
import classes from './footer.module.css';
import { FOOTER_NAV } from './nav-items';

export function Footer() {
  const { t } = useTranslation('common');
  const path = useLocalePath();
  return (
    <footer className={classes.footer}>
      <Container>
        <Group justify="space-between" gap="md" wrap="wrap">
          <nav aria-label={t('layout.footerNav')}>
            <Group gap="md" wrap="wrap">
              {FOOTER_NAV.map((name) => (
                <Anchor key={name} component={Link} to={path(name)} size="sm" c="dimmed">
                  {t(`routes.${name}`)}
                </Anchor>
              ))}
            </Group>
          </nav>
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} BC Pedigree · {t('layout.tagline')}
          </Text>
        </Group>
      </Container>
    </footer>
  );
}
