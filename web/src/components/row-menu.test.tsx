import { Menu } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RowMenu } from '@/components/row-menu';
import { renderWithProviders } from '@/testing/render-app';

describe('RowMenu', () => {
  it('shows its entries once its button, named for screen readers, is clicked', async () => {
    renderWithProviders(
      <RowMenu text="Actions" label="Actions de EXP-1">
        <Menu.Item>Éditer</Menu.Item>
      </RowMenu>,
    );
    const button = screen.getByRole('button', { name: 'Actions de EXP-1' });
    expect(button).toHaveTextContent('Actions');
    expect(screen.queryByRole('menuitem', { name: 'Éditer' })).not.toBeInTheDocument();

    await userEvent.setup().click(button);

    expect(await screen.findByRole('menuitem', { name: 'Éditer' })).toBeInTheDocument();
  });

  it('is busy while loading', () => {
    renderWithProviders(
      <RowMenu text="Actions" label="Actions de EXP-1" loading>
        <Menu.Item>Éditer</Menu.Item>
      </RowMenu>,
    );
    expect(screen.getByRole('button', { name: 'Actions de EXP-1' })).toHaveAttribute('data-loading');
  });
});
