import { Alert, Anchor, Center, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import logoUrl from '@/assets/logo.svg';
import { useLandingPath } from '@/lib/navigation';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useSession } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { useSite } from '@/lib/site';

export function RegisterRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const landing = useLandingPath();
  const registration = useSite().data?.registration ?? true;

  // As on the login screen: a signed-in user goes to their first screen, which is also how
  // registering leaves.
  if (session) return <Navigate to={landing} replace />;

  return (
    <Center py="xl">
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', xs: 'xl' }} w="100%" maw={420}>
        <Stack>
          <Image src={logoUrl} alt="" w={56} h={56} mx="auto" />
          <Title order={1} size="h2" ta="center">
            {t('auth.register.title')}
          </Title>
          {registration ? <RegisterForm /> : <Alert color="blue">{t('auth.register.closed')}</Alert>}
          <Text size="sm" ta="center">
            <Anchor component={Link} to={paths.login}>
              {t('auth.register.haveAccount')}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
