import { NumberInput, type NumberInputProps } from '@mantine/core';
import { DecimalInput, type DecimalInputProps } from '@/components/decimal-input';

type Props = Omit<NumberInputProps, 'value' | 'onChange'> & {
  value: number | string;
  /** A number, or the text while it is not one ('' when empty). */
  onChange: (value: number | string) => void;
};

/** Whole pieces, at least 1. */
export function PiecesInput(props: Props) {
  return <NumberInput allowNegative={false} allowDecimal={false} min={1} hideControls inputMode="numeric" {...props} />;
}

/** Kilograms, at most 3 decimals (grams), typed `12,5` or `12.5`. */
export function KgInput(props: DecimalInputProps) {
  return <DecimalInput {...props} />;
}

/** Dollars, at most 2 decimals (cents), typed `12,50` or `12.50`. */
export function DollarInput(props: DecimalInputProps) {
  return <DecimalInput {...props} />;
}
