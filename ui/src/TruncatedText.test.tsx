import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { LONG_PRESS_MS, TruncatedText, loadTooltip } from './TruncatedText';
import { keepEveryStyle } from '../../tests/web/visibilityStyles';

// These tests read colours and ellipses: this file gets Emotion's whole CSS.
keepEveryStyle();

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const NAME = 'PV90-002 · Wacker Neuson VP1550 plaque vibrante';

/** Renders once the tooltip's chunk is there (its first render shows the text without it). */
async function renderWithTooltip(ui: ReactElement) {
  render(ui);
  await act(async () => {
    await loadTooltip();
  });
}

describe('TruncatedText', () => {
  // First: the tooltip's chunk is not loaded yet in this file.
  it('keeps the whole text as its title before the tooltip’s chunk is there', () => {
    render(<TruncatedText text={NAME} />);
    expect(screen.getByText(NAME)).toHaveAttribute('title', NAME);
  });

  it('ends a text that does not fit with an ellipsis on one line, and keeps the whole text as its title', async () => {
    await renderWithTooltip(<TruncatedText text={NAME} />);
    const text = screen.getByText(NAME);
    expect(text).toHaveStyle({
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
    });
    expect(text).toHaveAttribute('title', NAME);
  });

  it('shows the whole text on hover', async () => {
    await renderWithTooltip(<TruncatedText text={NAME} />);
    await userEvent.hover(screen.getByText(NAME));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(NAME);
  });

  it('shows the whole text on a long press', async () => {
    await renderWithTooltip(<TruncatedText text={NAME} />);
    vi.useFakeTimers();
    fireEvent.touchStart(screen.getByText(NAME));
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS + 200));
    expect(screen.getByRole('tooltip')).toHaveTextContent(NAME);
  });

  it('draws the element asked for', () => {
    render(<TruncatedText component="h1" text="PLANNING DISPONIBILITE" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('PLANNING DISPONIBILITE');
  });
});
