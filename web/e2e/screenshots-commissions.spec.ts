import { test } from '@playwright/test';
import { externalPerson, manifestInPreparation, typedepenseId } from './commissions-setup.ts';
import { answered, shoot, viewports } from './fixtures.ts';
import { adminApi, landed, signIn } from './support.ts';

// Pictures of a manifest's commissions: its card with the commission total and the result, the
// commission modal (three shares of two commissions, and a share typed above what is left), and
// the result modal, in French on a desktop and a phone, for a person to look at.

let shown = { id: 0, ref: '' };

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await adminApi(playwright, testInfo.project.use.baseURL!);
  // Set up once per database: a worker started again after a failure finds it in place.
  const existing: { items: { id: number; ref_manifest: string }[] } = await (
    await api.get(`/api/manifests?status=EnCours&column=plane.ref&q=9Q-PHO`)
  ).json();
  if (existing.items.length > 0) {
    shown = { id: existing.items[0].id, ref: existing.items[0].ref_manifest };
    await api.dispose();
    return;
  }
  const scene = await manifestInPreparation(api, 'Photo', '09977201');
  shown = { id: scene.manifest.id, ref: scene.manifest.ref_manifest };
  const commission = await typedepenseId(api, 'Commission');
  const handling = await typedepenseId(api, 'Manutention');
  const furaha = await externalPerson(api, 'Furaha Kahindo', '0997720111');
  const baraka = await externalPerson(api, 'Baraka Mugisho', '0997720112');
  const esther = await externalPerson(api, 'Esther Mapendo', '0997720113');
  const give = (typedepense: number, mountT: number, beneficerId: number, mount: number, description?: string) =>
    answered(
      api.post('/api/depenses', {
        data: { typedepenseId: typedepense, manifesteId: scene.manifest.id, mountT, beneficerId, mount, description },
      }),
    );
  await give(commission, 300, furaha, 150, 'Apport de fret, vol du matin');
  await give(commission, 300, baraka, 100);
  await give(handling, 80, esther, 80, 'Chargement à Goma');
  await api.dispose();
});

for (const [device, viewport] of Object.entries(viewports)) {
  test(`commission screenshots fr ${device}`, async ({ page }) => {
    const name = (screen: string) => `fr-${device}-${screen}`;
    await page.setViewportSize(viewport);
    await signIn(page);
    await landed(page);

    await page.goto(`/manifests/${shown.id}`);
    const card = page.getByRole('article', { name: shown.ref });
    await card.getByText('Commissions', { exact: true }).waitFor();
    await card.screenshot({ path: `e2e/screenshots/${name('manifest-card-result')}.png`, animations: 'disabled' });

    await card.getByRole('button', { name: `Dépense : commissions du manifeste ${shown.ref}` }).click();
    const modal = page.getByRole('dialog', { name: `Commissions du manifeste ${shown.ref}` });
    await modal.getByRole('table', { name: 'Parts des commissions' }).waitFor();
    await shoot(page, name('commission-modal'), { overlay: true });
    if (device === 'phone') {
      // Below the form on a phone: the commissions and their shares (the table scrolls sideways).
      await modal.getByRole('table', { name: 'Parts des commissions' }).scrollIntoViewIfNeeded();
      await shoot(page, name('commission-modal-table'), { overlay: true });
      await modal.getByRole('combobox', { name: 'Type', exact: true }).scrollIntoViewIfNeeded();
    }

    // A share typed above what is left: the form says so before sending.
    await modal.getByRole('combobox', { name: 'Type', exact: true }).click();
    await page.getByRole('option', { name: 'Commission', exact: true }).click();
    await modal.getByRole('combobox', { name: 'Bénéficiaire', exact: true }).click();
    await page.getByRole('option', { name: /^Esther Mapendo/ }).click();
    await modal.getByRole('textbox', { name: 'Montant', exact: true }).fill('60');
    await modal.getByText('La commission est inférieure au montant du bénéficiaire').waitFor();
    await shoot(page, name('commission-modal-over'), { overlay: true });

    // A share chosen in the table, ready to be changed or cancelled.
    await modal.getByRole('button', { name: 'Vider' }).click();
    await modal.getByRole('button', { name: /^Choisir la part DEP-\d+-1$/ }).first().click();
    await modal.getByRole('button', { name: 'Annuler la part' }).hover();
    await page.getByRole('tooltip').waitFor();
    await shoot(page, name('commission-modal-edit'), { overlay: true });
    await modal.getByRole('button', { name: 'Fermer' }).last().click();
    await modal.waitFor({ state: 'hidden' });

    await card.getByRole('button', { name: new RegExp(`^Résultat du manifeste ${shown.ref}`) }).click();
    const result = page.getByRole('dialog', { name: `Résultat du manifeste ${shown.ref}` });
    await result.getByRole('region', { name: 'Marge' }).waitFor();
    await shoot(page, name('result-modal'), { overlay: true });
  });
}
