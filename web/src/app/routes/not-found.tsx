import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Stack align="center" ta="center" maw={480}>
        <Text c="dimmed" fw={700} size="xl">
          404
        </Text>
        <Title order={1}>{t('errors.notFound.title')}</Title>
        <Text c="dimmed">{t('errors.notFound.text')}</Text>
        <Button component={Link} to={paths.home} variant="light">
          {t('errors.notFound.home')}
        </Button>
      </Stack>
    </Center>
  );
}
