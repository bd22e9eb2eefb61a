import { Box, Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Which rows of how many, and numbered pages with previous and next (nothing for an empty list). */
export function ListPager({
  total,
  perPage,
  page,
  onChange,
}: {
  total: number;
  perPage: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / perPage));
  const from = (page - 1) * perPage + 1;
  const to = Math.min(page * perPage, total);
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        {t('common.pager.range', { from, to, total })}
      </Text>
      {pages > 1 && (
        <Box component="nav" aria-label={t('common.pager.label')}>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onChange}
            getItemProps={(number) => ({ 'aria-label': t('common.pager.page', { page: number }) })}
            getControlProps={(control) =>
              control === 'previous' || control === 'next' ? { 'aria-label': t(`common.pager.${control}`) } : {}
            }
          />
        </Box>
      )}
    </Group>
  );
}
