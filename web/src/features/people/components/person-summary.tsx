import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PersonContact } from '@/features/people/components/person-contact';
import { PersonPhoto } from '@/components/person-photo';
import type { User } from '@/lib/auth';

/** A person at a glance: photo, name, profile, phone, e-mail, country, city and address. */
export function PersonSummary({ person }: { person: User }) {
  const { t } = useTranslation();
  const details = [
    { label: t('people.form.country'), value: person.country },
    { label: t('people.form.city'), value: person.city },
    { label: t('people.form.address'), value: person.adress },
  ];
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack align="center" gap="sm" ta="center">
        <PersonPhoto src={person.avatar} name={person.name} w={185} h={220} />
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {person.name}
        </Title>
        <Badge variant="light" size="lg">
          {person.userprofile.profile.name}
        </Badge>
        <PersonContact person={person} />
        <Stack component="dl" gap={6} m={0} w="100%">
          {details.map(({ label, value }) => (
            <div key={label}>
              <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
                {label}
              </Text>
              <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                {value || t('people.profile.none')}
              </Text>
            </div>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
