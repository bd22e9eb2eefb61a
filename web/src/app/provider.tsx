import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cssVariablesResolver, theme } from '@/app/theme';
import { Toasts } from '@/app/toasts';
import { currentLanguage } from '@/lib/i18n';

/** `env="test"` is for unit tests: Mantine then skips transitions and portals, which jsdom cannot lay out. */
export function AppProvider({
  queryClient,
  env = 'default',
  children,
}: {
  queryClient: QueryClient;
  env?: 'default' | 'test';
  children: ReactNode;
}) {
  // Re-renders on language change, so date pickers follow it (dayjs follows in lib/i18n.ts).
  useTranslation();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
      <DatesProvider settings={{ locale: currentLanguage() }}>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <Toasts />
            {children}
          </ModalsProvider>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
