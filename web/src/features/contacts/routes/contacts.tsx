import { Anchor, Breadcrumbs, Button, Grid, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBranchContacts } from '@/features/contacts/api/get-contacts';
import { BranchContactCard } from '@/features/contacts/components/branch-contact-card';
import { ContactForm } from '@/features/contacts/components/contact-form';
import { PageHeader } from '@/components/page-header';
import { QueryContent } from '@/components/query-content';
import { useSession } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { Can } from '@/lib/permissions';

/** The public contact page: the agency's branches, and a form to write to it. */
export function ContactsRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const branches = useBranchContacts();
  const branchesTitleId = useId();
  const formTitleId = useId();

  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to={paths.home} size="sm">
          {t('contacts.breadcrumb.home')}
        </Anchor>
        <Text size="sm">{t('contacts.breadcrumb.contacts')}</Text>
      </Breadcrumbs>
      <PageHeader
        title={t('contacts.title')}
        subtitle={t('contacts.subtitle')}
        actions={
          session && (
            <Can permission="afficher client">
              <Button component={Link} to={paths.contactMessages} variant="light">
                {t('contacts.messages.title')}
              </Button>
            </Can>
          )
        }
      />
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm" component="section" aria-labelledby={branchesTitleId}>
            <Title order={2} size="h4" id={branchesTitleId}>
              {t('contacts.branches.title')}
            </Title>
            <QueryContent query={branches} isEmpty={(list) => list.length === 0} emptyText={t('contacts.branches.empty')}>
              {(list) => (
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  {list.map((branch) => (
                    <BranchContactCard key={branch.id} branch={branch} />
                  ))}
                </SimpleGrid>
              )}
            </QueryContent>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={formTitleId}>
            <Stack gap="sm">
              <Title order={2} size="h4" id={formTitleId}>
                {t('contacts.form.title')}
              </Title>
              <ContactForm branches={branches.data ?? []} />
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
