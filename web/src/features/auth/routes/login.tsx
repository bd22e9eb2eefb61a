import { Anchor, Center, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import logoUrl from '@/assets/logo.svg';
import { LoginForm } from '@/features/auth/components/login-form';
import { useSession } from '@/lib/auth';
import { paths } from '@/lib/paths';

export function LoginRoute() {
  const { t } = useTranslation();
  const session = useSession();

  // A signed-in user has nothing to do here; this is also how a successful login leaves the page.
  if (session) return <Navigate to={paths.home} replace />;

  return (
    <Center py="xl">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
        <Stack>
          <Image src={logoUrl} alt="" w={56} h={56} mx="auto" />
          <Title order={1} size="h2" ta="center">
            {t('auth.login.title')}
          </Title>
          <LoginForm />
          <Text size="sm" ta="center">
            <Anchor component={Link} to={paths.register}>
              {t('auth.login.register')}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
