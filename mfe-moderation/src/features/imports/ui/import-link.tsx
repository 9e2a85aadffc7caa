import { Button } from '@bc/shared/mantine';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '@bc/shared';

/** The way to /moder/import from the moderators' start page. */
export function ImportLink() {
  const { t } = useTranslation('common');
  const path = useLocalePath();
  return (
    <Button variant="default" component={Link} to={path('moder-import')} data-testid="moder-import-link">
      {t('routes.moder-import')}
    </Button>
  );
}
