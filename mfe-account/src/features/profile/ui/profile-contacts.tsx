import { Anchor, Paper, Stack, Text, Title } from '@bc/shared/mantine';
import { useTranslation } from 'react-i18next';
import type { PublicProfile } from '@bc/shared/contracts';
import { contactHref, filledContacts } from '../../../lib/contacts';
import classes from './profile-contacts.module.css';

/** The member's contacts and "about" text; nothing when both are empty. */
export function ProfileContacts({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation('account');
  const contacts = filledContacts(profile.contacts);
  const about = profile.about?.trim();
  if (!contacts.length && !about) return null;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        {contacts.length > 0 && (
          <Stack gap="xs" component="section" aria-labelledby="profile-contacts">
            <Title order={2} fz="h4" id="profile-contacts">
              {t('profile.contacts')}
            </Title>
            <dl className={classes.list}>
              {contacts.map(({ kind, value }) => {
                const href = contactHref(kind, value);
                const external = href?.startsWith('http');
                return (
                  <div key={kind} className={classes.row}>
                    <dt className={classes.label}>{t(`contacts.${kind}`)}</dt>
                    <dd className={classes.value}>
                      {href ? (
                        <Anchor
                          href={href}
                          size="sm"
                          {...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow ugc' } : {})}
                        >
                          {value}
                        </Anchor>
                      ) : (
                        value
                      )}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </Stack>
        )}
        {about && (
          <Stack gap="xs" component="section" aria-labelledby="profile-about">
            <Title order={2} fz="h4" id="profile-about">
              {t('profile.about')}
            </Title>
            <Text className={classes.about}>{about}</Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
