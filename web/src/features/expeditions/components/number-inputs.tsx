import { NumberInput, type NumberInputProps } from '@mantine/core';

type Props = Omit<NumberInputProps, 'value' | 'onChange'> & {
  value: number | string;
  /** A number, or the text while it is not one ('' when empty). */
  onChange: (value: number | string) => void;
};

/** Whole pieces, at least 1. */
export function PiecesInput(props: Props) {
  return <NumberInput allowNegative={false} allowDecimal={false} min={1} hideControls inputMode="numeric" {...props} />;
}

/** Kilograms, at most 3 decimals (grams). */
export function KgInput(props: Props) {
  return <NumberInput allowNegative={false} decimalScale={3} hideControls inputMode="decimal" {...props} />;
}

/** Dollars, at most 2 decimals (cents). */
export function DollarInput(props: Props) {
  return <NumberInput allowNegative={false} decimalScale={2} hideControls inputMode="decimal" {...props} />;
}
