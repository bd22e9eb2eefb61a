import { Box, Table } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Report, ReportColumn } from '@/features/reports/types';
import { formatCell, isNumeric } from '@/features/reports/utils/cells';

/**
 * The first column (a client, a route, a period…) stays in view while the others scroll under it,
 * so that a row is still read as whose on a phone. It needs a background of its own for that, so
 * the table has row borders rather than stripes.
 */
const stuck: CSSProperties = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  boxShadow: 'inset -1px 0 0 var(--mantine-color-default-border)',
};

/** Text this short (a reference, a phone number, a status) stays on one line, even at a hyphen. */
const SHORT_TEXT = 16;

function cellStyle(column: ReportColumn, first: boolean, text = ''): CSSProperties {
  // Figures and short texts never wrap; longer names wrap between words, never within one.
  const wrap: CSSProperties = column.kind === 'text' && text.length > SHORT_TEXT ? { minWidth: 96 } : { whiteSpace: 'nowrap' };
  return first ? { ...wrap, ...stuck } : wrap;
}

/**
 * A report's page of rows under its columns, each value written as its column's kind says, and the
 * totals over every row in a last line. On a narrow screen the table scrolls sideways within its
 * frame (which keyboard users can focus to scroll), and the page itself never does.
 */
export function ReportTable({ report, label }: { report: Pick<Report, 'columns' | 'rows' | 'totals' | 'page' | 'per_page'>; label: string }) {
  const { t } = useTranslation();
  const { columns, rows, totals } = report;
  const hasTotals = Object.values(totals).some((value) => value !== null && value !== undefined);
  const align = (column: ReportColumn) => (isNumeric(column.kind) ? 'right' : 'left');
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      style={{ overflowX: 'auto', maxWidth: '100%' }}
      bd="1px solid var(--mantine-color-default-border)"
      bdrs="md"
    >
      {/* As wide as its figures need (never squeezed: they do not wrap), the frame's width at least. */}
      <Table verticalSpacing="xs" fz="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, index) => (
              <Table.Th key={column.key} ta={align(column)} style={{ ...cellStyle(column, index === 0), whiteSpace: 'nowrap' }}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, rowIndex) => (
            <Table.Tr key={(report.page - 1) * report.per_page + rowIndex}>
              {columns.map((column, index) => {
                const text = formatCell(row[column.key], column.kind);
                return (
                  <Table.Td key={column.key} ta={align(column)} style={cellStyle(column, index === 0, text)}>
                    {index === 0 ? (
                      // Narrow on a phone, so that the columns scrolling beside it have room.
                      <div style={{ maxWidth: 'min(280px, 36vw)' }}>{text}</div>
                    ) : (
                      text
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {hasTotals && (
          <Table.Tfoot>
            <Table.Tr fw={700}>
              {columns.map((column, index) => (
                <Table.Td key={column.key} ta={align(column)} style={{ ...cellStyle(column, index === 0), whiteSpace: 'nowrap' }}>
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
