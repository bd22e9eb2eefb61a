import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Path, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  emptyColi,
  expeditionSchema,
  useCreateExpedition,
  type ExpeditionFormValues,
} from '@/features/expeditions/api/create-expedition';
import { useArticleOptions, type ArticleOption } from '@/features/expeditions/api/get-article-options';
import { useExpedition, type ExpeditionDetail } from '@/features/expeditions/api/get-expedition';
import { useUpdateExpedition } from '@/features/expeditions/api/update-expedition';
import { ClientSelect } from '@/features/expeditions/components/client-select';
import { ParcelLine } from '@/features/expeditions/components/parcel-line';
import { QuickClientModal } from '@/features/expeditions/components/quick-client-modal';
import { RouteSelect } from '@/features/expeditions/components/route-select';
import { ExpeditionTotals } from '@/features/expeditions/components/expedition-totals';
import { debt, paidAtRegistration, priceLines, readCash, toCents } from '@/features/expeditions/utils/pricing';
import { FormError } from '@/components/form-error';
import { DecimalField } from '@/components/form-fields';
import { FormButtons, FormModal } from '@/components/form-modal';
import { QueryContent } from '@/components/query-content';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { boundMessages, bounds } from '@/lib/bounds';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { usePermissions } from '@/lib/permissions';
import type { PersonOption } from '@/lib/shared-api/get-people-options';
import { useRouteOptions, type RouteOption } from '@/lib/shared-api/get-route-options';

/** Nouvelle expédition, or the edit of `expedition` (loaded in full here: the list has no parcels). */
export function ExpeditionFormModal({
  opened,
  onClose,
  expedition,
  onPay,
}: {
  opened: boolean;
  onClose: () => void;
  expedition: { id: number; ref_expedition: string } | null;
  /** Opens the payment of an expedition still owing (the registration's 'Paiement'). */
  onPay?: (expedition: ExpeditionDetail) => void;
}) {
  const { t } = useTranslation();
  // What was just registered: the form gives way to what comes next (print, pay, another one).
  const [created, setCreated] = useState<ExpeditionDetail | null>(null);
  // Each registration starts from an empty form.
  const [round, setRound] = useState(0);
  const close = () => {
    onClose();
    setCreated(null);
  };
  const title = expedition
    ? t('expeditions.form.editTitle', { ref: expedition.ref_expedition })
    : created
      ? t('expeditions.created.title', { ref: created.ref_expedition })
      : t('expeditions.form.addTitle');
  return (
    <FormModal opened={opened} onClose={close} size={created ? '40rem' : '72rem'} title={title}>
      {expedition ? (
        <EditForm key={expedition.id} id={expedition.id} onDone={onClose} />
      ) : created ? (
        <CreatedPanel
          expedition={created}
          onPay={
            onPay &&
            (() => {
              close();
              onPay(created);
            })
          }
          onAnother={() => {
            setCreated(null);
            setRound((n) => n + 1);
          }}
          onClose={close}
        />
      ) : (
        <ExpeditionForm key={round} expedition={null} onDone={close} onCreated={setCreated} />
      )}
    </FormModal>
  );
}

/**
 * After a registration: its reference and what it costs, and the next steps at a counter — the
 * receipt, the invoice, every label in one print, a payment while something is owed.
 */
function CreatedPanel({
  expedition,
  onPay,
  onAnother,
  onClose,
}: {
  expedition: ExpeditionDetail;
  onPay?: () => void;
  onAnother: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const pieces = expedition.packags.reduce((sum, packag) => sum + packag.quantityEntry, 0);
  const owing = expedition.debt > 0;
  return (
    <Stack>
      <Alert color="green" variant="light" role="status" title={t('expeditions.created.title', { ref: expedition.ref_expedition })}>
        <Stack gap={4}>
          <Text size="sm">
            {expedition.route.name} · {t('expeditions.created.parcels', { count: expedition.packags.length })} ·{' '}
            {t('expeditions.created.pieces', { count: pieces })}
          </Text>
          <Text size="sm">
            {t('expeditions.created.price', { price: formatMoney(expedition.price) })} ·{' '}
            {owing
              ? `${t('expeditions.created.paid', { paid: formatMoney(expedition.paid) })} · ${t('expeditions.created.debt', { debt: formatMoney(expedition.debt) })}`
              : t('expeditions.created.paidInFull')}
          </Text>
        </Stack>
      </Alert>
      <Title order={3} size="h5">
        {t('expeditions.created.next')}
      </Title>
      <Group gap="sm">
        <Button component={Link} to={paths.expeditionSlip(expedition.id)}>
          {t('expeditions.created.slip')}
        </Button>
        <Button component={Link} to={paths.expeditionInvoice(expedition.id)} variant="default">
          {t('expeditions.created.invoice')}
        </Button>
        <Button component={Link} to={paths.expeditionLabels(expedition.id)} variant="default">
          {t('expeditions.created.labels')}
        </Button>
        {onPay && expedition.actions.pay && (
          <Button variant="default" onClick={onPay}>
            {t('expeditions.created.pay')}
          </Button>
        )}
      </Group>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onAnother}>
          {t('expeditions.created.another')}
        </Button>
        <Button variant="subtle" onClick={onClose}>
          {t('expeditions.created.close')}
        </Button>
      </Group>
    </Stack>
  );
}

function EditForm({ id, onDone }: { id: number; onDone: () => void }) {
  const expedition = useExpedition(id);
  return (
    <QueryContent query={expedition}>
      {(found) => <ExpeditionForm expedition={found} onDone={onDone} />}
    </QueryContent>
  );
}

/** The server's `fields` keys name the lines by index, as the form does (`colis.0.weight`). */
const SERVER_FIELD = /^(senderId|recipientId|destinationId|cash|colis\.\d+\.(quantity|weight|description|recipientId|price|contents))$/;

function setServerErrors(error: unknown, setError: UseFormSetError<ExpeditionFormValues>) {
  if (!(error instanceof ApiError)) return;
  for (const [key, message] of Object.entries(error.fields)) {
    // A content's article or quantity is shown on the line's contents.
    const path = key.replace(/^(colis\.\d+)\.colidetails\..*$/, '$1.contents');
    if (SERVER_FIELD.test(path)) setError(path as Path<ExpeditionFormValues>, { type: 'server', message });
  }
}

function initialValues(expedition: ExpeditionDetail | null, canSetPrice: boolean): ExpeditionFormValues {
  if (!expedition) return { senderId: null, recipientId: null, destinationId: null, cash: '', colis: [emptyColi()] };
  return {
    senderId: expedition.senderId,
    recipientId: expedition.recipientId,
    destinationId: expedition.destinationId,
    cash: '',
    colis: expedition.packags.map((packag) => ({
      quantity: packag.quantityEntry,
      weight: packag.unitWeight,
      contents: packag.packagdetails.map((content) => ({ articleId: content.articleId, quantity: content.unite })),
      description: packag.description ?? '',
      recipientId: packag.recipient.id === expedition.recipientId ? null : packag.recipient.id,
      // Without 'modifier prix' an amount set by hand cannot be kept: the line is priced again.
      price: packag.manualPrice && canSetPrice ? packag.price_ : '',
    })),
  };
}

/** The clients an edit starts with, so that the pickers show their names. */
function clientsOf(expedition: ExpeditionDetail | null): PersonOption[] {
  if (!expedition) return [];
  const all = [expedition.sender, expedition.recipient, ...expedition.packags.map((packag) => packag.recipient)];
  return all
    .map(({ id, name, tel }) => ({ id, name, tel }))
    .filter((client, index, list) => list.findIndex((other) => other.id === client.id) === index);
}

/** The route being edited stays offered even when it is no longer active or leaves another branch. */
function routeOptions(routes: RouteOption[], expedition: ExpeditionDetail | null): RouteOption[] {
  if (!expedition || routes.some((route) => route.id === expedition.destinationId)) return routes;
  const { route, expedition_origin: origin } = expedition;
  const destination = route.price_destination;
  return [
    {
      id: route.id,
      name: route.name,
      price: route.price,
      status: 1,
      originId: expedition.extensionId,
      destinationId: destination?.id ?? 0,
      price_origin: { id: expedition.extensionId, name: origin?.name ?? '', city: origin?.city ?? null, region: origin?.region ?? null },
      price_destination: {
        id: destination?.id ?? 0,
        name: destination?.name ?? route.name,
        city: destination?.city ?? null,
        region: destination?.region ?? null,
      },
    },
    ...routes,
  ];
}

/** The articles offered, with those of the edited expedition among them. */
function articleOptions(articles: ArticleOption[], expedition: ExpeditionDetail | null): ArticleOption[] {
  const extra = (expedition?.packags ?? [])
    .flatMap((packag) => packag.packagdetails)
    .filter((content) => !articles.some((article) => article.id === content.articleId))
    .map((content) => ({ id: content.articleId, name: content.article.name, typearticle: content.typearticle }));
  return [...articles, ...extra.filter((article, index) => extra.findIndex((other) => other.id === article.id) === index)];
}

type NewClientTarget = 'senderId' | 'recipientId';

function ExpeditionForm({
  expedition: loaded,
  onDone,
  onCreated,
}: {
  expedition: ExpeditionDetail | null;
  onDone: () => void;
  /** A registration succeeded: what the server recorded. */
  onCreated?: (expedition: ExpeditionDetail) => void;
}) {
  const { t } = useTranslation();
  // The version the edit started from: a refetch meanwhile (another tab's save, the window regaining
  // focus) changes neither what the form shows nor the `updatedAt` it sends, so a stale edit gets 409.
  const [expedition] = useState(loaded);
  const { can } = usePermissions();
  const session = useSession();
  const create = useCreateExpedition();
  const update = useUpdateExpedition();
  const save = expedition ? update : create;
  const canSetPrice = can('modifier prix');
  const canAddClient = can('ajouter client');

  const routes = useRouteOptions({ status: 1, originId: session?.user.extensionId ?? null });
  const articles = useArticleOptions();
  const [known, setKnown] = useState<PersonOption[]>(() => clientsOf(expedition));
  const remember = (client: PersonOption | null) => {
    if (client) setKnown((clients) => [client, ...clients.filter((other) => other.id !== client.id)]);
  };
  const [newClientFor, setNewClientFor] = useState<NewClientTarget | null>(null);
  const [addRefused, setAddRefused] = useState(false);

  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<ExpeditionFormValues>({
    resolver: zodResolver(expeditionSchema),
    defaultValues: initialValues(expedition, canSetPrice),
  });
  const lines = useFieldArray({ control, name: 'colis' });
  const [colis, destinationId, cash, recipientId] = useWatch({
    control,
    name: ['colis', 'destinationId', 'cash', 'recipientId'],
  });

  const offeredRoutes = routeOptions(routes.data ?? [], expedition);
  const route = offeredRoutes.find((candidate) => candidate.id === destinationId) ?? null;
  const totals = priceLines(route ? toCents(route.price) : null, colis);
  const recipient = known.find((client) => client.id === recipientId) ?? null;

  const addLine = () => {
    const index = lines.fields.length - 1;
    const last = getValues(`colis.${index}`);
    if (last && last.description.trim() === '' && last.contents.length === 0) {
      setError(`colis.${index}.description`, { type: 'rule', message: t('expeditions.form.errors.contentOrDescription') });
      setAddRefused(true);
      return;
    }
    setAddRefused(false);
    lines.append(emptyColi(), { shouldFocus: true, focusName: `colis.${index + 1}.quantity` });
  };

  const onSubmit = handleSubmit((values) => {
    const handlers = {
      onSuccess: onDone,
      onError: (error: Error) => setServerErrors(error, setError),
    };
    if (expedition) {
      update.mutate({ expedition, values }, handlers);
      return;
    }
    const price = priceLines(route ? toCents(route.price) : null, values.colis).cents;
    if (paidAtRegistration(readCash(values.cash), price) === null) {
      setError('cash', { type: 'rule', message: t('expeditions.form.errors.cashAbovePrice', { price: formatMoney(price / 100) }) });
      return;
    }
    create.mutate(values, {
      onSuccess: ({ data }) => (onCreated ? onCreated(data as ExpeditionDetail) : onDone()),
      onError: handlers.onError,
    });
  });

  const pickerFor = (name: NewClientTarget) => (
    <Stack gap={4}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <ClientSelect
            label={t(name === 'senderId' ? 'expeditions.form.sender' : 'expeditions.form.recipient')}
            withAsterisk
            data-autofocus={name === 'senderId' ? true : undefined}
            value={field.value}
            onChange={(client) => {
              remember(client);
              field.onChange(client?.id ?? null);
            }}
            onBlur={field.onBlur}
            known={known}
            error={errors[name]?.message}
          />
        )}
      />
      {canAddClient && (
        <Button variant="subtle" size="compact-xs" onClick={() => setNewClientFor(name)} style={{ alignSelf: 'flex-start' }}>
          {t(name === 'senderId' ? 'expeditions.form.newSender' : 'expeditions.form.newRecipient')}
        </Button>
      )}
    </Stack>
  );

  const paidCents = expedition ? (toCents(expedition.paid) ?? 0) : 0;
  const cashRead = readCash(cash);
  const cashDebt = cashRead.kind === 'amount' ? Math.max(0, totals.cents - cashRead.cents) : 0;

  return (
    <>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <FormError error={save.error} />
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            {pickerFor('senderId')}
            {pickerFor('recipientId')}
            <Controller
              control={control}
              name="destinationId"
              render={({ field }) => (
                <RouteSelect
                  label={t('expeditions.form.route')}
                  withAsterisk
                  routes={offeredRoutes}
                  value={field.value}
                  onChange={(picked) => field.onChange(picked?.id ?? null)}
                  onBlur={field.onBlur}
                  error={errors.destinationId?.message}
                />
              )}
            />
          </SimpleGrid>

          <Title order={2} size="h4" mt="xs">
            {t('expeditions.form.parcels')}
          </Title>
          {lines.fields.map((line, index) => (
            <ParcelLine
              key={line.id}
              index={index}
              control={control}
              register={register}
              errors={errors.colis?.[index]}
              priced={totals.lines[index]}
              articles={articleOptions(articles.data ?? [], expedition)}
              known={known}
              onClientPicked={remember}
              recipient={recipient}
              canSetPrice={canSetPrice}
              onRemove={lines.fields.length > 1 ? () => lines.remove(index) : null}
              onContentsChanged={() => {
                clearErrors(`colis.${index}.description`);
                setAddRefused(false);
              }}
            />
          ))}
          <Stack gap={4} align="flex-start">
            <Button variant="light" onClick={addLine} disabled={lines.fields.length >= bounds.maxLines}>
              {t('expeditions.form.addLine')}
            </Button>
            {lines.fields.length >= bounds.maxLines && (
              <Text c="dimmed" size="sm">
                {boundMessages.lines()}
              </Text>
            )}
            {addRefused && (
              <Text role="alert" c="red" size="sm">
                {t('expeditions.form.errors.contentOrDescription')}
              </Text>
            )}
            {errors.colis?.root?.message && (
              <Text c="red" size="sm">
                {errors.colis.root.message}
              </Text>
            )}
          </Stack>

          <ExpeditionTotals parcels={colis.length} pieces={totals.pieces} grams={totals.grams} cents={totals.cents} />

          {expedition ? (
            <Stack gap={4}>
              <Text size="sm">
                {t('expeditions.form.paidAlready', {
                  paid: formatMoney(expedition.paid),
                  debt: formatMoney(debt(totals.cents, paidCents) / 100),
                })}
              </Text>
              {totals.cents < paidCents && (
                <Alert color="orange" variant="light" p="xs">
                  {t('expeditions.form.errors.belowPaid', { paid: formatMoney(expedition.paid) })}
                </Alert>
              )}
            </Stack>
          ) : (
            <DecimalField
              control={control}
              name="cash"
              label={t('expeditions.form.cash')}
              description={t('expeditions.form.cashHint')}
              maw={320}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              rightSectionWidth={0}
            />
          )}
          {!expedition && cashRead.kind === 'amount' && (
            <Text size="sm" c={cashDebt > 0 ? 'orange.8' : undefined} mt={-8}>
              {t('expeditions.form.debtAfter', { amount: formatMoney(cashDebt / 100) })}
            </Text>
          )}

          <FormButtons onClose={onDone} pending={save.isPending} />
        </Stack>
      </form>
      <QuickClientModal
        opened={newClientFor !== null}
        onClose={() => setNewClientFor(null)}
        onCreated={(client) => {
          remember(client);
          if (newClientFor) setValue(newClientFor, client.id, { shouldValidate: true, shouldDirty: true });
        }}
      />
    </>
  );
}
