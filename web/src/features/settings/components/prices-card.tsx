import { Button, Card, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceModal } from '@/features/settings/components/price-modal';

/** 'Prix par origine - destination', with the button that opens the prices. */
export function PricesCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h5" id={titleId}>
        {t('settings.prices.title')}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="sm" style={{ flex: 1 }}>
        {t('settings.prices.intro')}
      </Text>
      <Button variant="light" onClick={open}>
        {t('settings.prices.open')}
      </Button>
      <PriceModal opened={opened} onClose={close} />
    </Card>
  );
}
