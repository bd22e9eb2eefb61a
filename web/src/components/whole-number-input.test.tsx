import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { WholeNumberInput } from '@/components/whole-number-input';
import type { WholeValue } from '@/lib/whole-number';
import { renderWithProviders } from '@/testing/render-app';

function Harness({ initial = '' as WholeValue, grouped = false }) {
  const [value, setValue] = useState<WholeValue>(initial);
  return (
    <>
      <WholeNumberInput label="Quantité" value={value} onChange={setValue} grouped={grouped} />
      <output aria-label="Valeur">{JSON.stringify(value)}</output>
      <button type="button" onClick={() => setValue(10)}>
        Tout
      </button>
    </>
  );
}

describe('the whole-number input', () => {
  it('keeps what was typed: a comma, a sign or a 0 are neither dropped nor corrected', async () => {
    renderWithProviders(<Harness />);
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: 'Quantité' });
    const value = screen.getByRole('status', { name: 'Valeur' });

    await user.type(input, '2,5');
    await user.tab();
    expect(input).toHaveValue('2,5');
    expect(value).toHaveTextContent('"2,5"');

    await user.clear(input);
    await user.type(input, '-3');
    await user.tab();
    expect(input).toHaveValue('-3');
    expect(value).toHaveTextContent('"-3"');

    await user.clear(input);
    await user.type(input, '0');
    await user.tab();
    expect(input).toHaveValue('0');
    expect(value).toHaveTextContent('0');

    await user.clear(input);
    await user.type(input, '12');
    expect(value).toHaveTextContent('12');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('shows a value the form sets, and groups large counts once typed', async () => {
    renderWithProviders(<Harness initial={9410} grouped />);
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: 'Quantité' });
    expect(input).toHaveValue('9 410');
    await user.clear(input);
    await user.type(input, '1000000');
    await user.tab();
    expect(input).toHaveValue('1 000 000');
    expect(screen.getByRole('status', { name: 'Valeur' })).toHaveTextContent('1000000');
    await user.click(screen.getByRole('button', { name: 'Tout' }));
    expect(input).toHaveValue('10');
  });
});
