import '@testing-library/jest-dom/vitest';
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaSuiteProvider } from '@locasuite/ui';
import { SettingsDialog } from './SettingsDialog';

afterEach(cleanup);

interface Settings {
  readonly color: string;
  readonly hiddenDays: readonly number[];
}

/**
 * The dialog as the page holds it: `reload` gives it the settings as a reload answers them (a new
 * array each time, as `useDeliverySetup` does when the live channel says someone saved).
 */
function mount(first: Settings, sent: { color: string; hiddenDays: number[] }[]) {
  let setShown: (s: Settings) => void = () => {};
  let setOpen: (open: boolean) => void = () => {};
  function Page() {
    const [shown, set] = useState(first);
    const [open, setOpenState] = useState(true);
    setShown = set;
    setOpen = setOpenState;
    return (
      <SettingsDialog
        open={open}
        color={shown.color}
        hiddenDays={shown.hiddenDays}
        onClose={() => setOpenState(false)}
        onSave={async (color, hiddenDays) => {
          sent.push({ color, hiddenDays });
        }}
      />
    );
  }
  render(
    <LocaSuiteProvider>
      <Page />
    </LocaSuiteProvider>,
  );
  return {
    reload: (s: Settings) => act(() => setShown({ color: s.color, hiddenDays: [...s.hiddenDays] })),
    open: (open: boolean) => act(() => setOpen(open)),
  };
}

const color = () => screen.getByRole('textbox', { name: 'Couleur des livraisons' });
const day = (name: string) => screen.getByRole('checkbox', { name });

async function save() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  });
}

describe('SettingsDialog: the settings reloaded while it is open', () => {
  it('keeps what the person chose when a reload answers the same settings', async () => {
    const sent: { color: string; hiddenDays: number[] }[] = [];
    const page = mount({ color: '#1976D2', hiddenDays: [0] }, sent);
    fireEvent.click(day('Samedi'));
    fireEvent.change(color(), { target: { value: '#00AA00' } });
    page.reload({ color: '#1976D2', hiddenDays: [0] });
    expect(day('Samedi')).toBeChecked();
    expect(color()).toHaveValue('#00AA00');
    await save();
    expect(sent).toEqual([{ color: '#00AA00', hiddenDays: [0, 6] }]);
  });

  it('takes what someone else changed into the fields the person left, keeps the others', async () => {
    const sent: { color: string; hiddenDays: number[] }[] = [];
    const page = mount({ color: '#1976D2', hiddenDays: [0] }, sent);
    fireEvent.click(day('Samedi'));
    // Another admin saves a new colour and hides Wednesday; the page reloads live.
    page.reload({ color: '#FF0000', hiddenDays: [0, 3] });
    expect(color()).toHaveValue('#FF0000');
    expect(day('Mercredi')).not.toBeChecked();
    expect(day('Samedi')).toBeChecked();
    await save();
    expect(sent).toEqual([{ color: '#FF0000', hiddenDays: [0, 6] }]);
  });

  it('opens again on the settings as they are then, without the choices of the last time', () => {
    const page = mount({ color: '#1976D2', hiddenDays: [0] }, []);
    fireEvent.click(day('Samedi'));
    page.open(false);
    page.reload({ color: '#FF0000', hiddenDays: [3] });
    page.open(true);
    expect(color()).toHaveValue('#FF0000');
    expect(day('Mercredi')).toBeChecked();
    expect(day('Samedi')).not.toBeChecked();
    expect(day('Dimanche')).not.toBeChecked();
  });

  it('refuses a colour not written #RRGGBB, keeps what was typed, and sends nothing', async () => {
    const sent: { color: string; hiddenDays: number[] }[] = [];
    mount({ color: '#4CAF50', hiddenDays: [0] }, sent);
    fireEvent.change(color(), { target: { value: 'vert' } });
    // The kit's calendar settings dialog says it at once and offers no save meanwhile.
    expect(screen.getByText('Code couleur invalide (ex. #A1887F)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    await save();
    expect(color()).toHaveValue('vert');
    expect(sent).toEqual([]);
    fireEvent.change(color(), { target: { value: '#1e88e5' } });
    await save();
    expect(sent).toEqual([{ color: '#1E88E5', hiddenDays: [0] }]);
  });
});
