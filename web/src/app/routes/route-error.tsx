import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown when a screen cannot render, typically because a new deployment replaced its code chunk. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Center h="100dvh" p="md">
      <Alert color="red" title={t('errors.route.title')} maw={480}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('errors.route.text')}</Text>
          <Button size="xs" color="red" variant="light" onClick={() => window.location.reload()}>
            {t('errors.route.reload')}
          </Button>
        </Stack>
      </Alert>
    </Center>
  );
}
