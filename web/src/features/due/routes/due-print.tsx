import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDue } from '@/features/due/api/get-due';
import { DueSheet } from '@/features/due/components/due-sheet';
import { dueFiltersOf, dueSearch } from '@/features/due/utils/filters';
import { PageHeader } from '@/components/page-header';
import { PrintButton } from '@/components/print/print-button';
import { QueryContent } from '@/components/query-content';
import { useSession } from '@/lib/auth';
import { paths } from '@/lib/paths';

/** The name on the sheet of someone who works at no branch (the super user): the application's. */
const NO_BRANCH = { name: 'Soute' };

/**
 * The printable due list, /due/print, with the filters of the list it came from: an A4 sheet under
 * the header of the user's branch (the session holds its whole record).
 */
export function DuePrintRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const filters = dueFiltersOf(params);
  const due = useDue(filters);
  const branch = useSession()?.extension ?? NO_BRANCH;
  return (
    <Stack>
      <Anchor component={Link} to={`${paths.due}${dueSearch(filters)}`} size="sm">
        ← {t('due.printView.back')}
      </Anchor>
      <PageHeader title={t('due.printView.title')} subtitle={t('due.printView.subtitle')} actions={due.data && <PrintButton />} />
      <QueryContent query={due}>{(found) => <DueSheet due={found} filters={filters} branch={branch} />}</QueryContent>
    </Stack>
  );
}
