import { Badge, Button, Divider, Grid, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteArticle } from '@/features/articles/api/delete-article';
import { ARTICLES_PER_PAGE, useArticles, type Article } from '@/features/articles/api/get-articles';
import { ArticleForm } from '@/features/articles/components/article-form';
import { ArticleTypeForm } from '@/features/articles/components/article-type-form';
import { confirmDelete } from '@/components/confirm-delete';
import { FormModal } from '@/components/form-modal';
import { ListPager } from '@/components/list-pager';
import { QueryContent } from '@/components/query-content';
import { TextSearchInput, useTextSearch } from '@/components/text-search';
import { Can, usePermissions } from '@/lib/permissions';

/**
 * The articles parcels may contain: the list with their types (searchable), the form of the one
 * clicked or of a new one, and a way to add an article type. Reusable wherever articles are picked.
 */
export function ArticleModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} title={t('articles.title')} size="xl">
      <ArticleScreen onClose={onClose} />
    </FormModal>
  );
}

function ArticleScreen({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const search = useTextSearch();
  const { page, setPage } = search;
  const articles = useArticles({ q: search.q, page });

  // A deletion can empty the last page: show the one that is now last.
  const lastPage = articles.data ? Math.max(1, Math.ceil(articles.data.total / ARTICLES_PER_PAGE)) : page;
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage, setPage]);
  const [selected, setSelected] = useState<Article | null>(null);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="xs">
          <TextSearchInput state={search} label={t('articles.search')} />
          <QueryContent
            query={articles}
            isEmpty={(found) => found.total === 0}
            emptyText={search.q ? t('articles.noMatch') : t('articles.empty')}
          >
            {(found) => (
              <Stack gap="xs">
                <Stack component="ul" gap={4} aria-label={t('articles.list')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  {found.items.map((article) => (
                    <ArticleItem
                      key={article.id}
                      article={article}
                      selected={selected?.id === article.id}
                      onSelect={() => setSelected(article)}
                      onDeleted={() => setSelected((current) => (current?.id === article.id ? null : current))}
                    />
                  ))}
                </Stack>
                <ListPager total={found.total} perPage={found.per_page} page={page} onChange={setPage} />
              </Stack>
            )}
          </QueryContent>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack>
          <Group justify="space-between">
            <Title order={3} size="h5">
              {selected ? t('articles.form.editTitle') : t('articles.form.newTitle')}
            </Title>
            {selected && (
              <Can permission="ajouter article">
                <Button size="compact-sm" variant="light" onClick={() => setSelected(null)}>
                  {t('articles.new')}
                </Button>
              </Can>
            )}
          </Group>
          <ArticleForm
            key={selected ? `${selected.id}-${selected.updatedAt}` : 'new'}
            article={selected}
            onSaved={setSelected}
            onClose={onClose}
          />
          <Can permission="ajouter article">
            <Divider />
            <Title order={3} size="h5">
              {t('articles.types.title')}
            </Title>
            <ArticleTypeForm />
          </Can>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** An article of the list: a click loads it in the form (for who may edit it); Supprimer asks first. */
function ArticleItem({
  article,
  selected,
  onSelect,
  onDeleted,
}: {
  article: Article;
  selected: boolean;
  onSelect: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const remove = useDeleteArticle();
  const content = (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" fw={500}>
        {article.name}
      </Text>
      {article.typearticle ? (
        <Badge size="sm" variant="light">
          {article.typearticle.name}
        </Badge>
      ) : (
        <Text size="xs" c="dimmed">
          {t('articles.noTypeSet')}
        </Text>
      )}
    </Group>
  );
  const askDelete = () =>
    confirmDelete({
      title: t('articles.delete.title'),
      message: t('articles.delete.message', { name: article.name }),
      onConfirm: () => remove.mutate(article.id, { onSuccess: onDeleted }),
    });

  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="xs"
      px="sm"
      py={6}
      bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    >
      {can('modifier article') ? (
        <UnstyledButton onClick={onSelect} aria-pressed={selected} style={{ flex: 1, minWidth: 0 }}>
          {content}
        </UnstyledButton>
      ) : (
        <div style={{ flex: 1, minWidth: 0 }}>{content}</div>
      )}
      {can('supprimer article') && (
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          onClick={askDelete}
          loading={remove.isPending}
          aria-label={t('articles.delete.label', { name: article.name })}
        >
          {t('common.delete')}
        </Button>
      )}
    </Group>
  );
}
