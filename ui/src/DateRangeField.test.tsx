import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateRangeField, isCompleteDateRange } from './DateRangeField';
import type { DateRange } from './DateRangeField';
import { LocaSuiteProvider } from './LocaSuiteProvider';

afterEach(cleanup);

const day = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));

function renderRange(value: DateRange) {
  return render(
    <LocaSuiteProvider>
      <DateRangeField value={value} onChange={() => {}} />
    </LocaSuiteProvider>,
  );
}

describe('DateRangeField', () => {
  it('shows both days in French format under French labels', () => {
    const { container } = renderRange({ start: day(2025, 1, 1), end: day(2025, 3, 31) });
    const inputs = [...container.querySelectorAll('input')].map((input) => input.value);
    expect(inputs).toEqual(['01/01/2025', '31/03/2025']);
    expect(screen.getByText('Date de début', { selector: 'label' })).toBeInTheDocument();
    expect(screen.getByText('Date de fin', { selector: 'label' })).toBeInTheDocument();
  });

  it('says so when the end is before the start, on the end field only', () => {
    const { container } = renderRange({ start: day(2025, 3, 31), end: day(2025, 1, 1) });
    const labelsInError = [...container.querySelectorAll('label.Mui-error')].map(
      (l) => l.textContent,
    );
    expect(labelsInError).toEqual(['Date de fin']);
    expect(
      screen.getByText('La date de fin doit être postérieure ou égale à la date de début'),
    ).toBeInTheDocument();
  });
});

describe('DateRangeField with a message of the page', () => {
  it('shows that one message instead of its own', () => {
    render(
      <LocaSuiteProvider>
        <DateRangeField
          value={{ start: day(2025, 3, 31), end: day(2025, 1, 1) }}
          onChange={() => {}}
          message="La date de début doit précéder la date de fin."
        />
      </LocaSuiteProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La date de début doit précéder la date de fin.',
    );
    expect(
      screen.queryByText('La date de fin doit être postérieure ou égale à la date de début'),
    ).toBeNull();
  });
});

describe('isCompleteDateRange', () => {
  it('needs two valid days, the end on or after the start', () => {
    expect(isCompleteDateRange({ start: day(2025, 1, 1), end: day(2025, 1, 1) })).toBe(true);
    expect(isCompleteDateRange({ start: day(2025, 1, 2), end: day(2025, 1, 1) })).toBe(false);
    expect(isCompleteDateRange({ start: null, end: day(2025, 1, 1) })).toBe(false);
    expect(isCompleteDateRange({ start: day(2025, 1, 1), end: new Date(Number.NaN) })).toBe(false);
  });
});
