import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PersonActions } from '@/features/people/components/person-actions';
import { PersonContact } from '@/features/people/components/person-contact';
import { PersonPhoto } from '@/components/person-photo';
import type { User } from '@/lib/auth';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';

/** People as cards: photo, name, status, phone, e-mail, address and the date of the last change. */
export function PeopleCards({ people, onEdit }: { people: User[]; onEdit: (person: User) => void }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
      {people.map((person) => (
        <Card key={person.id} withBorder radius="md" padding="md" component="article" aria-label={person.name}>
          <Stack gap="xs" align="center" ta="center" style={{ flex: 1 }}>
            <PersonPhoto src={person.avatar} name={person.name} w={185} h={220} />
            <Anchor component={Link} to={paths.profileOf(person.id)} fw={600} size="lg">
              {person.name}
            </Anchor>
            <Badge color={person.status === 1 ? 'green' : 'gray'} variant="light">
              {person.status === 1 ? t('people.status.active') : t('people.status.inactive')}
            </Badge>
            <PersonContact person={person} />
            {person.adress && <Text size="sm">{person.adress}</Text>}
            <Text size="xs" c="dimmed">
              {t('people.cards.updated', { date: formatDate(person.updatedAt) })}
            </Text>
          </Stack>
          <Group justify="center" mt="sm">
            <PersonActions person={person} onEdit={onEdit} />
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
