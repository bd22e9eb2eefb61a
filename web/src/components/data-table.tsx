import { Box, Paper, Table, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useIsPhone } from '@/lib/responsive';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  render: (row: Row, index: number) => ReactNode;
  /** For narrow columns such as numbers and actions. */
  width?: number;
}

interface DataTableProps<Row> {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Below this width the table scrolls sideways. */
  minWidth?: number;
}

/** Rows as a table; on a phone, where a table would hide its right-hand columns, one card per row. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  return useIsPhone() ? <RowCards {...props} /> : <RowTable {...props} />;
}

function RowTable<Row>({ columns, rows, rowKey, minWidth = 560 }: DataTableProps<Row>) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} w={column.width}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.key}>{column.render(row, index)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const cardList = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'var(--mantine-spacing-xs)' } as const;
const cardFields = {
  display: 'grid',
  gridTemplateColumns: 'minmax(4.5rem, auto) 1fr',
  gap: '6px var(--mantine-spacing-sm)',
  alignItems: 'baseline',
  margin: 0,
} as const;

function RowCards<Row>({ columns, rows, rowKey }: DataTableProps<Row>) {
  return (
    <ul style={cardList}>
      {rows.map((row, index) => (
        <Paper component="li" key={rowKey(row)} withBorder radius="md" p="sm">
          <dl style={cardFields}>
            {columns.map((column) => (
              <Fragment key={column.key}>
                <Text component="dt" size="xs" c="dimmed" fw={600}>
                  {column.header}
                </Text>
                <Box component="dd" m={0} style={{ minWidth: 0 }}>
                  {column.render(row, index)}
                </Box>
              </Fragment>
            ))}
          </dl>
        </Paper>
      ))}
    </ul>
  );
}
