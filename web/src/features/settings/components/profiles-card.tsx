import { Button, Card, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/** The way to the user profiles, which have a screen of their own. */
export function ProfilesCard() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h5" id={titleId}>
        {t('settings.profiles.title')}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="sm" style={{ flex: 1 }}>
        {t('settings.profiles.intro')}
      </Text>
      <Button variant="light" component={Link} to={paths.profiles}>
        {t('settings.profiles.open')}
      </Button>
    </Card>
  );
}
