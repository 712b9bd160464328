import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { connectionQuality } from '@locasuite/core';
import { ConnectionIndicator } from './ConnectionIndicator';
import type { ConnectionLevel } from './ConnectionIndicator';
import { LocaSuiteProvider } from './LocaSuiteProvider';
import { keepEveryStyle } from '../../tests/web/visibilityStyles';

// These tests read colours and ellipses: this file gets Emotion's whole CSS.
keepEveryStyle();

afterEach(cleanup);

const cases: [ConnectionLevel | null, string, string][] = [
  ['good', 'Connexion bonne', 'rgb(46, 125, 50)'],
  ['medium', 'Connexion moyenne', 'rgb(237, 108, 2)'],
  ['poor', 'Connexion faible', 'rgb(211, 47, 47)'],
  ['unreachable', 'Serveur injoignable', 'rgb(211, 47, 47)'],
  [null, 'Connexion en cours de vérification', 'rgb(144, 164, 174)'],
];

describe('ConnectionIndicator', () => {
  it.each(cases)('shows %s as "%s" with a %s dot', (quality, label, colour) => {
    render(
      <LocaSuiteProvider>
        <ConnectionIndicator quality={quality} />
      </LocaSuiteProvider>,
    );
    const status = screen.getByRole('status', { name: label });
    const dot = status.querySelector('[aria-hidden="true"]');
    expect(dot).toHaveStyle({ backgroundColor: colour });
  });

  it('gives its French label as the hover title', () => {
    render(
      <LocaSuiteProvider>
        <ConnectionIndicator quality="medium" />
      </LocaSuiteProvider>,
    );
    expect(screen.getByRole('status')).toHaveAttribute('title', 'Connexion moyenne');
  });

  it('can show the label as text', () => {
    render(<ConnectionIndicator quality="good" showLabel />);
    expect(screen.getByText('Connexion bonne')).toBeVisible();
  });

  // spec 3 §4.5: above 1 good (green), above 0.3 medium (orange), otherwise poor (red).
  it.each([
    [1.01, 'Connexion bonne'],
    [1, 'Connexion moyenne'],
    [0.31, 'Connexion moyenne'],
    [0.3, 'Connexion faible'],
  ])('shows a measured speed of %s as "%s" through core', (speed, label) => {
    render(<ConnectionIndicator quality={connectionQuality(speed).quality} />);
    expect(screen.getByRole('status', { name: label })).toBeInTheDocument();
  });
});
