import { Box, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Report } from '@/features/reports/types';
import { formatCell, isNumeric } from '@/features/reports/utils/cells';

/** Room for a column, below which the table scrolls sideways rather than squeezing its figures. */
const COLUMN_WIDTH = 118;

/**
 * A report's page of rows under its columns, each value written as its column's kind says, and the
 * totals over every row in a last line. On a narrow screen the table scrolls sideways within its
 * frame (which keyboard users can focus to scroll), and the page itself never does.
 */
export function ReportTable({ report, label }: { report: Pick<Report, 'columns' | 'rows' | 'totals' | 'page' | 'per_page'>; label: string }) {
  const { t } = useTranslation();
  const { columns, rows, totals } = report;
  const hasTotals = Object.values(totals).some((value) => value !== null && value !== undefined);
  const align = (kind: (typeof columns)[number]['kind']) => (isNumeric(kind) ? 'right' : 'left');
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      style={{ overflowX: 'auto', maxWidth: '100%' }}
      bd="1px solid var(--mantine-color-default-border)"
      bdrs="md"
    >
      <Table striped highlightOnHover verticalSpacing="xs" miw={columns.length * COLUMN_WIDTH} fz="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} ta={align(column.kind)} style={{ whiteSpace: 'nowrap' }}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={(report.page - 1) * report.per_page + index}>
              {columns.map((column) => (
                <Table.Td
                  key={column.key}
                  ta={align(column.kind)}
                  style={column.kind === 'text' ? { overflowWrap: 'anywhere', minWidth: 96 } : { whiteSpace: 'nowrap' }}
                >
                  {formatCell(row[column.key], column.kind)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {hasTotals && (
          <Table.Tfoot>
            <Table.Tr fw={700}>
              {columns.map((column, index) => (
                <Table.Td key={column.key} ta={align(column.kind)} style={{ whiteSpace: 'nowrap' }}>
                  {index === 0 ? t('reports.table.total') : column.key in totals ? formatCell(totals[column.key], column.kind) : ''}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Box>
  );
}
