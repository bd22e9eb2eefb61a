import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AUDIT_PER_PAGE, NO_AUDIT_FILTERS, useAudit, type AuditAction, type AuditEntry, type AuditFilters } from '@/features/audit/api/get-audit';
import { AuditFiltersBar } from '@/features/audit/components/audit-filters';
import { actionLabel, recordOf } from '@/features/audit/components/audit-words';
import { changeLines } from '@/features/audit/utils/changes';
import { DataTable, type Column } from '@/components/data-table';
import { ListPager } from '@/components/list-pager';
import { PageHeader } from '@/components/page-header';
import { QueryContent } from '@/components/query-content';
import { formatDate } from '@/lib/format';

const ACTION_COLORS: Record<AuditAction, string> = {
  create: 'teal',
  update: 'blue',
  delete: 'red',
  cancel: 'orange',
  validate: 'grape',
  login: 'gray',
  login_failed: 'red',
};

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** 'Journal' (`admin`): who did what, when, to which record, with the changed fields; filtered and paged. */
export function AuditRoute() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [page, setPage] = useState(1);
  const audit = useAudit({ ...filters, page });
  const filtered = Object.values(filters).some((value) => value !== null);

  const columns: Column<AuditEntry>[] = [
    {
      key: 'when',
      header: t('audit.table.when'),
      render: (entry) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {formatDate(entry.createdAt)} {timeFormat.format(new Date(entry.createdAt))}
        </span>
      ),
    },
    {
      key: 'who',
      header: t('audit.table.who'),
      render: (entry) => entry.user?.name ?? <Text inherit c="dimmed">{t('audit.table.nobody')}</Text>,
    },
    {
      key: 'action',
      header: t('audit.table.action'),
      render: (entry) => (
        // The word is short and says what happened: never cut it.
        <Badge variant="light" color={ACTION_COLORS[entry.action] ?? 'gray'} style={{ overflow: 'visible' }} miw="max-content">
          {actionLabel(entry.action)}
        </Badge>
      ),
    },
    {
      key: 'what',
      header: t('audit.table.what'),
      render: (entry) => <RecordCell entry={entry} />,
    },
    {
      key: 'changes',
      header: t('audit.table.changes'),
      render: (entry) => {
        const lines = changeLines(entry.resource, entry.changes);
        if (lines.length === 0) return <Text inherit c="dimmed">—</Text>;
        return (
          <Stack gap={0}>
            {lines.map((line, index) => (
              <Text key={`${index}-${line.label}`} size="xs" style={{ overflowWrap: 'anywhere' }}>
                <Text span inherit fw={600}>
                  {line.label}
                </Text>
                {t('audit.table.changeSeparator')}
                {line.path ? (
                  <Anchor component={Link} to={line.path} inherit>
                    {line.text}
                  </Anchor>
                ) : (
                  line.text
                )}
              </Text>
            ))}
          </Stack>
        );
      },
    },
  ];

  return (
    <Stack>
      <PageHeader title={t('audit.title')} subtitle={t('audit.subtitle')} />
      <AuditFiltersBar
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <QueryContent
        query={audit}
        isEmpty={(found) => found.total === 0}
        emptyText={filtered ? t('audit.noMatch') : t('audit.empty')}
      >
        {(found) => (
          <Stack>
            <DataTable columns={columns} rows={found.items} rowKey={(entry) => entry.id} minWidth={860} />
            <ListPager total={found.total} perPage={found.per_page || AUDIT_PER_PAGE} page={page} onChange={setPage} />
          </Stack>
        )}
      </QueryContent>
    </Stack>
  );
}

/** The record a line is about, a link to its page when it has one; a payment's, what it paid. */
function RecordCell({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const record = recordOf(entry);
  const link = (text: string, path: string) => (
    <Anchor component={Link} to={path} inherit style={{ whiteSpace: 'nowrap' }}>
      {text}
    </Anchor>
  );
  if (record.paid) {
    return (
      <Stack gap={0}>
        <span>{record.text}</span>
        <Text size="xs">
          {t('audit.table.paid')} {link(record.paid.text, record.paid.path)}
        </Text>
      </Stack>
    );
  }
  return record.path ? link(record.text, record.path) : record.text;
}
