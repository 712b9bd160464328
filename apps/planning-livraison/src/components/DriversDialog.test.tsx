import '@testing-library/jest-dom/vitest';
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaSuiteProvider } from '@locasuite/ui';
import { DriversDialog } from './DriversDialog';

afterEach(cleanup);

const DRIVERS = ['Karim BENALI', 'Léa MARTIN', 'Paul ROUX'];

/**
 * The dialog as the page holds it: `reload` gives it the shown drivers as a reload answers them
 * (a new array each time, as the page's setup does when the live channel says someone saved).
 */
function mount(first: readonly string[], sent: string[][]) {
  let setShown: (names: readonly string[]) => void = () => {};
  function Page() {
    const [shown, set] = useState(first);
    setShown = set;
    return (
      <DriversDialog
        open
        drivers={DRIVERS}
        shown={shown}
        onClose={() => {}}
        onSave={async (names) => {
          sent.push(names);
        }}
      />
    );
  }
  render(
    <LocaSuiteProvider>
      <Page />
    </LocaSuiteProvider>,
  );
  return { reload: (names: readonly string[]) => act(() => setShown([...names])) };
}

const driver = (name: string) => screen.getByRole('checkbox', { name });

async function save() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  });
}

describe('DriversDialog: the drivers reloaded while it is open', () => {
  it('keeps the ticks the person changed when a reload answers the same list', async () => {
    const sent: string[][] = [];
    const page = mount(['Karim BENALI'], sent);
    fireEvent.click(driver('Paul ROUX'));
    page.reload(['Karim BENALI']);
    expect(driver('Paul ROUX')).toBeChecked();
    await save();
    expect(sent).toEqual([['Karim BENALI', 'Paul ROUX']]);
  });

  it('follows a new list while the person has changed nothing', () => {
    const page = mount(['Karim BENALI'], []);
    page.reload(['Karim BENALI', 'Léa MARTIN']);
    expect(driver('Léa MARTIN')).toBeChecked();
  });

  it('asks for at least one driver, and sends nothing without one', async () => {
    const sent: string[][] = [];
    mount(['Karim BENALI', 'Paul ROUX'], sent);
    fireEvent.click(driver('Karim BENALI'));
    fireEvent.click(driver('Paul ROUX'));
    await save();
    expect(screen.getByText('Choisissez au moins un chauffeur.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.click(driver('Léa MARTIN'));
    await save();
    expect(sent).toEqual([['Léa MARTIN']]);
  });
});
