import { Alert, Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useUser } from '@/features/people/api/get-user';
import { AvatarForm } from '@/features/people/components/avatar-form';
import { MeForm } from '@/features/people/components/me-form';
import { PersonSummary } from '@/features/people/components/person-summary';
import { PageHeader } from '@/components/page-header';
import { QueryContent } from '@/components/query-content';
import { isNotFound } from '@/components/record-page';
import { useSession, type User } from '@/lib/auth';
import { paths } from '@/lib/paths';

/** `/profile` (one's own, editable) and `/profile/:id` (someone's, read-only). */
export function ProfileRoute() {
  const { id } = useParams();
  // The route is guarded: there is a session.
  const user = useSession()!.user;
  if (id === undefined) return <OwnProfile user={user} />;
  const personId = Number(id);
  if (personId === user.id) return <Navigate to={paths.profile} replace />;
  return <SomeonesProfile id={personId} />;
}

function OwnProfile({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <PageHeader title={t('people.profile.ownTitle')} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack>
            <PersonSummary person={user} />
            <AvatarForm />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <MeForm user={user} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function SomeonesProfile({ id }: { id: number }) {
  const { t } = useTranslation();
  const valid = Number.isInteger(id) && id > 0;
  const person = useUser(id, { enabled: valid });
  const notFound = !valid || (isNotFound(person.error));
  return (
    <Stack maw={480} mx="auto" w="100%">
      <PageHeader title={t('people.profile.title')} />
      {notFound ? (
        <Alert color="yellow" title={t('people.profile.notFoundTitle')}>
          {t('people.profile.notFound')}
        </Alert>
      ) : (
        <QueryContent query={person}>{(found) => <PersonSummary person={found} />}</QueryContent>
      )}
    </Stack>
  );
}
