import { Anchor, Button, Group, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDeleteDocument } from '@/features/documents/api/delete-document';
import type { AircraftDocument } from '@/features/documents/api/get-documents';
import { DocumentModal } from '@/features/documents/components/document-modal';
import { ExpiryState } from '@/features/documents/components/expiry-state';
import { DataTable, type Column } from '@/components/data-table';
import { RowDeleteButton } from '@/components/row-delete-button';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { usePermissions } from '@/lib/permissions';

/**
 * Documents as a table (cards on a phone): number (a click opens it for edit, for who may), aircraft,
 * description, issue and expiry (expired and expiring said in words), its file, and Supprimer.
 */
export function DocumentsTable({ rows, offset = 0, showPlane = true }: { rows: readonly AircraftDocument[]; offset?: number; showPlane?: boolean }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const [editing, setEditing] = useState<{ document: AircraftDocument | null; opened: boolean }>({ document: null, opened: false });
  const nowrap = { whiteSpace: 'nowrap' } as const;

  const columns: Column<AircraftDocument>[] = [
    { key: 'num', header: t('documents.table.num'), width: 56, render: (_, index) => offset + index + 1 },
    {
      key: 'serie',
      header: t('documents.table.serie'),
      render: (document) =>
        can('modifier document') ? (
          <UnstyledButton
            onClick={() => setEditing({ document, opened: true })}
            fw={600}
            c="blue.8"
            td="underline"
            aria-label={t('documents.table.editLabel', { serie: document.serie })}
            style={{ overflowWrap: 'anywhere' }}
          >
            {document.serie}
          </UnstyledButton>
        ) : (
          <Text inherit fw={600} style={{ overflowWrap: 'anywhere' }}>
            {document.serie}
          </Text>
        ),
    },
    ...(showPlane
      ? [
          {
            key: 'plane',
            header: t('documents.table.plane'),
            render: (document: AircraftDocument) => (
              <Anchor component={Link} to={paths.plane(document.planecomposantId)} inherit style={nowrap}>
                {document.planeImmatriculation}
              </Anchor>
            ),
          },
        ]
      : []),
    { key: 'description', header: t('documents.table.description'), render: (document) => document.description },
    { key: 'dateEmission', header: t('documents.table.dateEmission'), render: (document) => <span style={nowrap}>{formatDate(document.dateEmission)}</span> },
    { key: 'dateExpiration', header: t('documents.table.dateExpiration'), render: (document) => <ExpiryState dateExpiration={document.dateExpiration} /> },
    { key: 'actions', header: t('documents.table.actions'), width: 200, render: (document) => <DocumentActions document={document} /> },
  ];

  return (
    <>
      <DataTable columns={columns} rows={rows} rowKey={(document) => document.id} minWidth={820} />
      <DocumentModal opened={editing.opened} onClose={() => setEditing((shown) => ({ ...shown, opened: false }))} document={editing.document} />
    </>
  );
}

function DocumentActions({ document }: { document: AircraftDocument }) {
  const { t } = useTranslation();
  const remove = useDeleteDocument();
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        component="a"
        href={document.file}
        // The server hands a PDF over as a file to save (it may carry scripts): the link says so,
        // and an image is saved the same way rather than opened over the app.
        download
        size="compact-sm"
        variant="light"
        aria-label={t('documents.actions.openLabel', { serie: document.serie })}
      >
        {t('documents.actions.open')}
      </Button>
      <RowDeleteButton
        permission="supprimer document"
        label={t('documents.actions.deleteLabel', { serie: document.serie })}
        confirm={{ title: t('documents.delete.title'), message: t('documents.delete.message', { serie: document.serie, plane: document.planeImmatriculation }) }}
        onConfirm={() => remove.mutate(document.id)}
        pending={remove.isPending}
      />
    </Group>
  );
}
