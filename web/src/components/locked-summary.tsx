import { Alert, Box, Stack, Text } from '@mantine/core';
import { Fragment, type FormEvent } from 'react';

const grid = { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px var(--mantine-spacing-md)' } as const;

/**
 * What a validation will lock, before it is confirmed: terms and values (reference, route, load…)
 * named `label`, then `warning`, saying that it cannot be undone.
 */
export function LockedSummary({ label, rows, warning }: { label: string; rows: readonly (readonly [string, string])[]; warning: string }) {
  return (
    <Stack gap="sm">
      <Box component="dl" m={0} style={grid} aria-label={label}>
        {rows.map(([term, value]) => (
          <Fragment key={term}>
            <Text component="dt" size="sm" c="dimmed">
              {term}
            </Text>
            <Text component="dd" size="sm" fw={600} m={0}>
              {value}
            </Text>
          </Fragment>
        ))}
      </Box>
      <Alert color="orange" variant="light" p="xs">
        {warning}
      </Alert>
    </Stack>
  );
}

/**
 * The `onSubmit` of a form that only its button submits: Enter in one of its fields (a date being
 * typed, say) must not commit what cannot be undone, so the browser's submission on Enter is dropped.
 * The button is then `type="button"`, its `onClick` the submission.
 */
export function ignoreEnter(event: FormEvent) {
  event.preventDefault();
}
