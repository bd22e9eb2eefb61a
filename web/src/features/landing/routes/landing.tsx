import { Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/lib/auth';
import { paths } from '@/lib/paths';

const features = ['shipments', 'transport', 'payments', 'printing', 'fleet', 'branches'] as const;

export function LandingRoute() {
  const { t } = useTranslation();
  const session = useSession();

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="sm" maw={720}>
          <Text c="blue" fw={700} tt="uppercase" size="sm">
            {t('landing.eyebrow')}
          </Text>
          <Title order={1}>{t('landing.title')}</Title>
          <Text size="lg" c="dimmed">
            {t('landing.lead')}
          </Text>
        </Stack>

        {session ? (
          <Card withBorder radius="md" padding="lg" bg="blue.0">
            <Title order={2} size="h3">
              {t('landing.greeting', { name: session.user.name })}
            </Title>
            {session.extension && <Text fw={500}>{t('landing.branch', { branch: session.extension.name })}</Text>}
            <Text c="dimmed">{t('landing.signedIn')}</Text>
          </Card>
        ) : (
          <Stack gap="xs" align="flex-start">
            <Group gap="sm">
              <Button component={Link} to={paths.login} size="md">
                {t('landing.cta')}
              </Button>
              <Button component={Link} to={paths.tracking} size="md" variant="default">
                {t('landing.track')}
              </Button>
            </Group>
            <Text size="sm" c="dimmed">
              {t('landing.ctaHint')}
            </Text>
          </Stack>
        )}

        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {features.map((feature) => (
            <Card key={feature} withBorder radius="md" padding="lg">
              <Title order={3} size="h4" mb="xs">
                {t(`landing.features.${feature}.title`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`landing.features.${feature}.text`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
