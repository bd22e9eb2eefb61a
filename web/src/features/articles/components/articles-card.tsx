import { Button, Card, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ArticleModal } from '@/features/articles/components/article-modal';
import { Can } from '@/lib/permissions';

/** The 'Articles' card of the settings, opening the article modal (for who may see articles). */
export function ArticlesCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <Can permission="afficher article">
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
        <Title order={2} size="h5" id={titleId}>
          {t('articles.title')}
        </Title>
        <Text size="sm" c="dimmed" mt={4} mb="sm" style={{ flex: 1 }}>
          {t('articles.intro')}
        </Text>
        <Button variant="light" onClick={open}>
          {t('articles.open')}
        </Button>
        <ArticleModal opened={opened} onClose={close} />
      </Card>
    </Can>
  );
}
