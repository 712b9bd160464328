import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadingOverlay } from './LoadingOverlay';

afterEach(cleanup);

describe('LoadingOverlay', () => {
  it('shows a labelled spinner while open', () => {
    render(<LoadingOverlay open />);
    expect(screen.getByRole('progressbar', { name: 'Chargement…' })).toBeInTheDocument();
    expect(screen.getByText('Chargement…')).toBeVisible();
  });

  it('takes a custom French label', () => {
    render(<LoadingOverlay open label="Chargement du planning…" />);
    expect(
      screen.getByRole('progressbar', { name: 'Chargement du planning…' }),
    ).toBeInTheDocument();
  });

  it('shows nothing when closed', () => {
    render(<LoadingOverlay open={false} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
