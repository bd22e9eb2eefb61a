import { DecimalInput, type DecimalInputProps } from '@/components/decimal-input';
import { WholeNumberInput, type WholeNumberInputProps } from '@/components/whole-number-input';

/** Whole pieces, kept as typed: the form's rule refuses `2,5`, `-3` or 0 under the field. */
export function PiecesInput(props: WholeNumberInputProps) {
  return <WholeNumberInput {...props} />;
}

/** Kilograms, at most 3 decimals (grams), typed `12,5` or `12.5`. */
export function KgInput(props: DecimalInputProps) {
  return <DecimalInput {...props} />;
}

/** Dollars, at most 2 decimals (cents), typed `12,50` or `12.50`. */
export function DollarInput(props: DecimalInputProps) {
  return <DecimalInput {...props} />;
}
