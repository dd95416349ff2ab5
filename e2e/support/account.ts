import { expect, type Page } from '@playwright/test';

/**
 * Registers an account on the page's server as a new viewer does: trust the server, name the
 * device, note the 12-word passphrase and confirm it. Returns the passphrase.
 */
export async function registerAccount(page: Page, deviceName = 'Laptop'): Promise<string> {
  await page.goto('/register');
  await page.getByRole('button', { name: 'I trust this server' }).click();
  await page.getByRole('textbox', { name: 'Device name' }).fill(deviceName);
  await page.getByRole('button', { name: 'Continue' }).click();
  const passphrase = (await page.locator('.account-passphrase').textContent())?.trim() ?? '';
  expect(passphrase.split(' ')).toHaveLength(12);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Passphrase', { exact: true }).fill(passphrase);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);
  return passphrase;
}
