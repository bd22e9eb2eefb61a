import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { onPhone } from '@/testing/browser';
import { renderWithProviders } from '@/testing/render-app';

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

/** The toasts' box, once the first toast brought it. */
async function toasts() {
  await screen.findByText('Certains champs sont invalides');
  await waitFor(() => expect(document.querySelector('.app-toasts')).not.toBeNull());
  return document.querySelector('.app-toasts') as HTMLElement;
}

describe('toasts', () => {
  // A dialog's buttons ('Sauvegarder', 'Annuler la part'…) stand at its bottom, on the right on a
  // desktop and across the bottom of a phone: a toast there hid the button it spoke about.
  it('stand at the top in the middle on a desktop, clear of the dialogs’ buttons', async () => {
    renderWithProviders(<p>Page</p>);
    notifications.show({ message: 'Certains champs sont invalides', color: 'red' });
    expect((await toasts()).getAttribute('data-position')).toBe('top-center');
  });

  it('and on a phone too', async () => {
    onPhone();
    renderWithProviders(<p>Page</p>);
    notifications.show({ message: 'Certains champs sont invalides', color: 'red' });
    expect((await toasts()).getAttribute('data-position')).toBe('top-center');
  });
});
