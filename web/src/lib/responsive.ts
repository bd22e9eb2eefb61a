import { useMediaQuery } from '@mantine/hooks';

/**
 * True below Mantine's `xs` breakpoint (a phone held upright). Read on the first render, so a
 * screen laid out for phones does not first show its desktop layout.
 */
export function useIsPhone(): boolean {
  return useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
}
