import { zodResolver } from '@hookform/resolvers/zod';
import { Button, EmptyState, Group, Stack, Table, Text } from '@mantine/core';
import { Controller, useForm, useWatch, type Path, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ManifestLine } from '@/features/manifests/api/get-manifest';
import { useSetShipped } from '@/features/manifests/api/set-shipped';
import { FormError } from '@/components/form-error';
import { FormButtons, FormModal } from '@/components/form-modal';
import { WholeNumberInput } from '@/components/whole-number-input';
import { ApiError } from '@/lib/api-client';
import i18n from '@/lib/i18n';
import { readWhole, wholeProblem } from '@/lib/whole-number';

/** One content line: how many of its `unite` articles were shipped, 0 to all of them. */
export const shippedSchema = z.object({
  colis: z.array(
    z
      .object({ id: z.number(), unite: z.number(), expedie: z.union([z.number(), z.string()]) })
      .superRefine((line, ctx) => {
        const problem = wholeProblem(line.expedie, {
          min: 0,
          max: line.unite,
          required: () => i18n.t('manifests.shipped.errors.required'),
          tooMany: () => i18n.t('manifests.shipped.errors.range', { max: line.unite }),
        });
        if (problem !== null) ctx.addIssue({ code: 'custom', path: ['expedie'], message: problem });
      }),
  ),
});

export type ShippedValues = z.input<typeof shippedSchema>;

const SERVER_FIELD = /^colis\.\d+\.expedie$/;

function setServerErrors(error: unknown, setError: UseFormSetError<ShippedValues>) {
  if (!(error instanceof ApiError)) return;
  for (const [key, message] of Object.entries(error.fields)) {
    const path = key.replace(/\.id$/, '.expedie');
    if (SERVER_FIELD.test(path)) setError(path as Path<ShippedValues>, { type: 'server', message });
  }
}

/** Quantités expédiées: for one parcel on the manifest, how many of each of its articles left; the rest stays in stock. */
export function ShippedModal({
  manifestId,
  line,
  onClose,
}: {
  manifestId: number;
  line: ManifestLine | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={line !== null}
      onClose={onClose}
      size="lg"
      title={line ? t('manifests.shipped.title', { ref: line.packag.ref_packag }) : ''}
    >
      {line && <ShippedForm key={line.id} manifestId={manifestId} line={line} onDone={onClose} />}
    </FormModal>
  );
}

function ShippedForm({ manifestId, line, onDone }: { manifestId: number; line: ManifestLine; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSetShipped();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ShippedValues>({
    resolver: zodResolver(shippedSchema),
    defaultValues: {
      colis: line.packagdetails.map((content) => ({ id: content.id, unite: content.unite, expedie: content.expedie })),
    },
  });
  const colis = useWatch({ control, name: 'colis' });

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { manifestId, colis: values.colis.map(({ id, expedie }) => ({ id, expedie: Number(expedie) })) },
      { onSuccess: onDone, onError: (error) => setServerErrors(error, setError) },
    ),
  );

  if (line.packagdetails.length === 0) {
    return (
      <Stack>
        <EmptyState size="sm" description={t('manifests.shipped.noContents')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.close')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormError error={save.error} />
        <Text size="sm" c="dimmed">
          {t('manifests.shipped.hint', { pieces: t('manifests.card.pieces', { count: line.quantity }) })}
        </Text>
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('manifests.shipped.article')}</Table.Th>
                <Table.Th w={80}>{t('manifests.shipped.quantity')}</Table.Th>
                <Table.Th w={120}>{t('manifests.shipped.shipped')}</Table.Th>
                <Table.Th w={90}>{t('manifests.shipped.stock')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {line.packagdetails.map((content, index) => {
                const typed = colis[index]?.expedie;
                // What is not yet a whole number ships nothing (the field says what is wrong).
                const read = readWhole(typed);
                const shipped = read.kind === 'number' ? read.value : 0;
                const stock = content.unite - shipped;
                return (
                  <Table.Tr key={content.id}>
                    <Table.Td>
                      {content.article.name}
                      {content.typearticle && (
                        <Text span size="xs" c="dimmed">
                          {' '}
                          ({content.typearticle.name})
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{content.unite}</Table.Td>
                    <Table.Td>
                      <Controller
                        control={control}
                        name={`colis.${index}.expedie`}
                        render={({ field }) => (
                          <WholeNumberInput
                            aria-label={t('manifests.shipped.shippedOf', { article: content.article.name })}
                            value={field.value}
                            onChange={field.onChange}
                            onBlur={field.onBlur}
                            error={errors.colis?.[index]?.expedie?.message}
                          />
                        )}
                      />
                    </Table.Td>
                    <Table.Td aria-label={t('manifests.shipped.stockOf', { article: content.article.name })}>
                      <Text size="sm" c={stock < 0 ? 'red' : undefined}>
                        {stock}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <FormButtons onClose={onDone} pending={save.isPending} />
      </Stack>
    </form>
  );
}
