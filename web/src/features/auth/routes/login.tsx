import { Anchor, Center, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import logoUrl from '@/assets/logo.svg';
import { LoginForm } from '@/features/auth/components/login-form';
import { useLandingPath } from '@/lib/navigation';
import { pathAfterLogin, useSession } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { useSite } from '@/lib/site';

export function LoginRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const landing = useLandingPath();
  // Hidden once the server says the agency registers its clients at the counter.
  const registration = useSite().data?.registration ?? true;

  // A signed-in user has nothing to do here; this is also how a successful login leaves the page,
  // back to where a guarded route sent the visitor from (a label's QR code, a bookmark), else to
  // the user's first screen.
  if (session) return <Navigate to={pathAfterLogin(location.state, landing)} replace />;

  return (
    <Center py="xl">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
        <Stack>
          <Image src={logoUrl} alt="" w={56} h={56} mx="auto" />
          <Title order={1} size="h2" ta="center">
            {t('auth.login.title')}
          </Title>
          <LoginForm />
          {registration && (
            <Text size="sm" ta="center">
              <Anchor component={Link} to={paths.register}>
                {t('auth.login.register')}
              </Anchor>
            </Text>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
