import { Anchor, Group, Paper, Stack, Text } from '@bc/shared/mantine';
import { Badge, Skeleton } from '@bc/shared/mantine/display';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RouteLink, toBcp47, useLocale } from '@bc/shared';
import { PagedResults } from '@bc/shared/list';
import { inquiries } from '../model';

/** The inquiries I received, newest first: who, how to answer, what they want and their message. */
export function InquiriesList() {
  const { t } = useTranslation('matings');
  const locale = useLocale();
  const [shown, pageChanged] = useUnit([inquiries.shown, inquiries.pageChanged]);
  useEffect(() => {
    shown({ page: 1 });
  }, [shown]);
  const when = (at: string) => new Intl.DateTimeFormat(toBcp47(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
  return (
    <PagedResults
      list={inquiries}
      onPage={pageChanged}
      count={false}
      skeleton={<Skeleton h={80} radius="md" />}
      empty={
        <Text size="sm" c="dimmed" data-testid="inquiries-empty">
          {t('matings.mine.noInquiries')}
        </Text>
      }
      testId="inquiries"
    >
      {(page) => (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {page.items.map((item) => (
            <Paper key={item.id} withBorder radius="md" p="sm" component="li" data-testid="inquiry">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Group gap={6} wrap="wrap">
                  <Text fw={600}>{item.name}</Text>
                  <Anchor href={`mailto:${item.email}`} size="sm">
                    {item.email}
                  </Anchor>
                  <Badge variant="light" tt="none">
                    {t(`matings.inquiry.topics.${item.topic}`)}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed">
                  {when(item.createdAt)}
                </Text>
              </Group>
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {item.message}
              </Text>
              {item.matingId !== null && (
                <RouteLink to="m-id" params={{ id: item.matingId }} size="sm">
                  {t('matings.mine.aboutMating')}
                </RouteLink>
              )}
            </Paper>
          ))}
        </Stack>
      )}
    </PagedResults>
  );
}
