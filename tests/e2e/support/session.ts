import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { DemoAccount } from './accounts';

export const LOGIN_ERROR = "L'adresse email ou le mot de passe est incorrect";

/** What a tool page says instead of itself to a user whose account does not list it. */
export const CLOSED_TOOL = "Cet outil n'est pas ouvert à votre compte.";

export function userField(page: Page) {
  return page.getByLabel("Nom d'utilisateur ou adresse email");
}

export function passwordField(page: Page) {
  return page.getByLabel('Mot de passe');
}

/** Signs in through the form, the way a person does, and waits for the home page. */
export async function signIn(page: Page, account: DemoAccount): Promise<void> {
  await page.goto('/login');
  await userField(page).fill(account.login);
  await passwordField(page).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('LocaSuite');
}

export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('userToken'));
}
