import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PersonActions } from '@/features/people/components/person-actions';
import { PersonContact } from '@/features/people/components/person-contact';
import { DataTable, type Column } from '@/components/data-table';
import type { User } from '@/lib/auth';
import { paths } from '@/lib/paths';

/** People as rows: Num, Nom, Contact, Adresse, Action. `offset` is the number of the row before the first. */
export function PeopleTable({ people, offset, onEdit }: { people: User[]; offset: number; onEdit: (person: User) => void }) {
  const { t } = useTranslation();
  const columns: Column<User>[] = [
    { key: 'num', header: t('people.table.num'), width: 56, render: (_, index) => offset + index + 1 },
    {
      key: 'name',
      header: t('people.table.name'),
      render: (person) => (
        <Anchor component={Link} to={paths.profileOf(person.id)} fw={500}>
          {person.name}
        </Anchor>
      ),
    },
    { key: 'contact', header: t('people.table.contact'), render: (person) => <PersonContact person={person} /> },
    {
      key: 'address',
      header: t('people.table.address'),
      render: (person) => {
        const place = [person.city, person.country].filter(Boolean).join(', ');
        return (
          <Stack gap={0}>
            {person.adress && <Text size="sm">{person.adress}</Text>}
            {place && (
              <Text size="xs" c="dimmed">
                {place}
              </Text>
            )}
          </Stack>
        );
      },
    },
    {
      key: 'action',
      header: t('people.table.action'),
      width: 110,
      render: (person) => <PersonActions person={person} onEdit={onEdit} />,
    },
  ];
  return <DataTable columns={columns} rows={people} rowKey={(person) => person.id} />;
}
