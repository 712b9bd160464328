import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// Issue 34 item 13: axe-core's WCAG 2 A and AA rules find no violation on any tool page at
// 1366 px, as an administrator (who sees every tool and every button). axe runs in the page once
// it shows its data (the timelines drawn, the lists filled): what it reports is listed by rule,
// impact and the elements concerned, so a failure says what to fix.

const AXE = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'node_modules',
  'axe-core',
  'axe.min.js',
);

interface Violation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly {
    readonly target: readonly unknown[];
    readonly html: string;
    readonly failureSummary?: string;
  }[];
}

/** axe-core's violations of the WCAG 2.0 and 2.1 A and AA rules on the page as it is now. */
async function violations(page: Page): Promise<string[]> {
  // Evaluated by the browser's debugger, not as a <script>: the app's Content-Security-Policy
  // (script-src 'self') stays as it is in production.
  await page.evaluate(readFileSync(AXE, 'utf8'));
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(context: Document, options: object): Promise<{ violations: Violation[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({
        target: n.target,
        html: n.html.slice(0, 240),
        failureSummary: n.failureSummary ?? '',
      })),
    }));
  });
  return found.map(
    (v) =>
      `${v.id} (${v.impact ?? '?'}): ${v.help} — ${v.nodes
        .slice(0, 5)
        .map((n) => `${n.target.join(' ')} ${n.html} ${n.failureSummary}`)
        .join(' | ')}${v.nodes.length > 5 ? ` … (${v.nodes.length})` : ''}`,
  );
}

/** Each tool page and what it shows once its data is there. */
const PAGES: readonly { path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    path: '/',
    ready: async (page) => {
      await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
    },
  },
  {
    path: '/planning-technicien',
    ready: async (page) => {
      await expect(page.getByText('Chargement du planning…')).toBeHidden();
      await expect(page.locator('.ls-intervention-bar').first()).toBeVisible();
    },
  },
  {
    path: '/planning-disponibilite',
    ready: async (page) => {
      await expect(
        page.locator('[data-testid="availability-calendar"] .ls-bar').first(),
      ).toBeVisible();
    },
  },
  {
    path: '/planning-gestion-rdv-velo',
    ready: async (page) => {
      await expect(page.getByText('Chargement des disponibilités…')).toBeHidden();
      await expect(page.locator('.ls-rdv-slot').first()).toBeVisible();
    },
  },
  {
    path: '/planning-livraison',
    ready: async (page) => {
      await expect(page.getByText('Chargement des livraisons…')).toBeHidden();
      await expect(page.getByRole('rowheader').first()).toBeVisible();
    },
  },
  {
    path: '/etat-des-lieux-materiel',
    ready: async (page) => {
      await expect(page.getByText(/^1–\d+ sur \d+$/)).toBeVisible();
    },
  },
  {
    path: '/statistiques',
    ready: async (page) => {
      await expect(page.getByText('Chargement des statistiques…')).toBeHidden();
      await expect(page.locator('canvas').first()).toBeVisible();
    },
  },
  {
    path: '/email-visualisation',
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'Email historique' })).toBeVisible();
      await expect(page.getByRole('row').nth(1)).toBeVisible();
    },
  },
];

test.describe('accessibility at 1366 px', () => {
  test.use({ account: 'admin' });

  for (const { path, ready } of PAGES) {
    test(`${path}: axe-core finds no WCAG 2 A or AA violation (issue 34 item 13)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(path);
      await ready(page);
      expect(await violations(page)).toEqual([]);
    });
  }
});
