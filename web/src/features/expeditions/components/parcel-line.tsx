import { Button, Grid, Group, MultiSelect, Paper, Text, TextInput } from '@mantine/core';
import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ColiValues, ExpeditionFormValues } from '@/features/expeditions/api/create-expedition';
import type { ArticleOption } from '@/features/expeditions/api/get-article-options';
import { ClientSelect } from '@/features/expeditions/components/client-select';
import { DollarInput, KgInput, PiecesInput } from '@/features/expeditions/components/number-inputs';
import { centsToDollars, gramsToKg, type PricedLine } from '@/features/expeditions/utils/pricing';
import { formatMoney, formatWeight } from '@/lib/format';
import type { PersonOption } from '@/lib/shared-api/get-people-options';

/**
 * One line of the expedition form, one parcel: pieces, unit weight, contents (articles, each with
 * its pieces), description, its recipient when not the expedition's, and its amount (set by hand
 * only with 'modifier prix'). Under it, the line's weight and amount as they will be recorded.
 */
export function ParcelLine({
  index,
  control,
  register,
  errors,
  priced,
  articles,
  known,
  onClientPicked,
  recipient,
  canSetPrice,
  onRemove,
  onContentsChanged,
}: {
  index: number;
  control: Control<ExpeditionFormValues>;
  register: UseFormRegister<ExpeditionFormValues>;
  errors: FieldErrors<ColiValues> | undefined;
  priced: PricedLine | undefined;
  articles: readonly ArticleOption[];
  known: readonly PersonOption[];
  onClientPicked: (client: PersonOption | null) => void;
  /** The expedition's recipient, whom the line goes to unless told. */
  recipient: PersonOption | null;
  canSetPrice: boolean;
  /** Null when the line is the only one. */
  onRemove: (() => void) | null;
  onContentsChanged: () => void;
}) {
  const { t } = useTranslation();
  const number = index + 1;
  const articleName = (id: number) => articles.find((article) => article.id === id)?.name ?? `#${id}`;

  return (
    <Paper component="section" aria-label={t('expeditions.form.line', { number })} withBorder radius="md" p="sm">
      <Group justify="space-between" mb={4}>
        <Text fw={700}>{t('expeditions.form.line', { number })}</Text>
        {onRemove && (
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            onClick={onRemove}
            aria-label={t('expeditions.form.removeLineLabel', { number })}
          >
            {t('expeditions.form.removeLine')}
          </Button>
        )}
      </Group>
      <Grid gap="sm">
        <Grid.Col span={{ base: 6, sm: 3, lg: 2 }}>
          <Controller
            control={control}
            name={`colis.${index}.quantity`}
            render={({ field }) => (
              <PiecesInput
                label={t('expeditions.form.quantity')}
                withAsterisk
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errors?.quantity?.message}
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3, lg: 2 }}>
          <Controller
            control={control}
            name={`colis.${index}.weight`}
            render={({ field }) => (
              <KgInput
                label={t('expeditions.form.weight')}
                withAsterisk
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors?.weight?.message}
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: canSetPrice ? 5 : 8 }}>
          <Controller
            control={control}
            name={`colis.${index}.recipientId`}
            render={({ field }) => (
              <ClientSelect
                label={t('expeditions.form.lineRecipient')}
                placeholder={recipient?.name ?? t('expeditions.form.lineRecipientPlaceholder')}
                value={field.value}
                onChange={(client) => {
                  onClientPicked(client);
                  field.onChange(client?.id ?? null);
                }}
                onBlur={field.onBlur}
                known={known}
                error={errors?.recipientId?.message}
              />
            )}
          />
        </Grid.Col>
        {canSetPrice && (
          <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
            <Controller
              control={control}
              name={`colis.${index}.price`}
              render={({ field }) => (
                <DollarInput
                  label={t('expeditions.form.amount')}
                  placeholder={priced?.manual === false && priced.cents !== null ? formatMoney(centsToDollars(priced.cents)) : undefined}
                  description={t('expeditions.form.amountHint')}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors?.price?.message}
                />
              )}
            />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Controller
            control={control}
            name={`colis.${index}.contents`}
            render={({ field }) => (
              <MultiSelect<number>
                label={t('expeditions.form.contents')}
                placeholder={field.value.length === 0 ? t('expeditions.form.contentsPlaceholder') : undefined}
                data={articles.map((article) => ({ value: article.id, label: article.name }))}
                value={field.value.map((content) => content.articleId)}
                onChange={(ids) => {
                  field.onChange(
                    ids.map((articleId) => field.value.find((content) => content.articleId === articleId) ?? { articleId, quantity: 1 }),
                  );
                  onContentsChanged();
                }}
                onBlur={field.onBlur}
                searchable
                hidePickedOptions
                nothingFoundMessage={t('expeditions.form.contentsNothingFound')}
                maxDropdownHeight={260}
                error={errors?.contents?.message}
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('expeditions.form.description')}
            autoComplete="off"
            error={errors?.description?.message}
            {...register(`colis.${index}.description`, { onChange: onContentsChanged })}
          />
        </Grid.Col>
      </Grid>
      <ContentQuantities index={index} control={control} articleName={articleName} errors={errors} />
      <LineSummary priced={priced} />
    </Paper>
  );
}

/** How many pieces of each article of the contents (1 when picked). */
function ContentQuantities({
  index,
  control,
  articleName,
  errors,
}: {
  index: number;
  control: Control<ExpeditionFormValues>;
  articleName: (id: number) => string;
  errors: FieldErrors<ColiValues> | undefined;
}) {
  const { t } = useTranslation();
  const contents = useWatch({ control, name: `colis.${index}.contents` });
  if (contents.length === 0) return null;
  return (
    <Group gap="sm" mt="sm" align="flex-start">
      {contents.map((content, position) => (
        <Controller
          key={content.articleId}
          control={control}
          name={`colis.${index}.contents.${position}.quantity`}
          render={({ field }) => (
            <PiecesInput
              label={t('expeditions.form.contentQuantity', { article: articleName(content.articleId) })}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors?.contents?.[position]?.quantity?.message}
              w={170}
              size="xs"
            />
          )}
        />
      ))}
    </Group>
  );
}

/** `2 × 1.5 kg = 3 kg · $7.50`, once the line can be computed. */
function LineSummary({ priced }: { priced: PricedLine | undefined }) {
  const { t } = useTranslation();
  if (!priced || priced.pieces === null || priced.grams === null) return null;
  const unit = priced.pieces > 0 ? priced.grams / priced.pieces : 0;
  return (
    <Text size="sm" c="dimmed" mt="xs">
      {t('expeditions.form.lineSummary', {
        quantity: priced.pieces,
        unit: formatWeight(gramsToKg(unit)),
        weight: formatWeight(gramsToKg(priced.grams)),
        amount: priced.cents === null ? '—' : formatMoney(centsToDollars(priced.cents)),
      })}
      {priced.manual && ` (${t('expeditions.form.lineManual')})`}
    </Text>
  );
}

