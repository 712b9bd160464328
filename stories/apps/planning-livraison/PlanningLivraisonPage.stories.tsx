import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import {
  DELIVERY_DAY_MS,
  deliveryDayOf,
  deliveryEvents,
  deliveryMaterialsOfLine,
  shiftShownDay,
} from '@locasuite/core';
import type { DeliveryMaterial } from '@locasuite/core';
import {
  DeliveryDayList,
  DeliveryDetailDialog,
  PlanningLivraisonPage,
} from '@locasuite/planning-livraison';
import { STORY_NOW, storySeed } from '../../msw/storySeed';
import { calendarPageParameters, storyToolProps } from '../../msw/storyToolPage';

function Screen({ login, today = STORY_NOW }: { readonly login: string; readonly today?: number }) {
  return <PlanningLivraisonPage {...storyToolProps(login)} initialDate={today} />;
}

const meta = {
  title: 'Outils/Planning livraison/Page',
  component: Screen,
  args: { login: 'admin' },
  parameters: calendarPageParameters(),
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstDriver = () => storySeed().staff.find((s) => s.kind === 'chauffeur')?.name ?? '';

// jsdom does not lay out: FullCalendar draws its rows but not its bars there (the browser tests
// and screenshots check the bars); the stories check the rows, the buttons and the dialogs.

/** The admin's week: drivers as rows, the deliveries in #4CAF50, Paramètre and Chauffeur. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Admin')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Paramètre' })).toBeInTheDocument();
    // FullCalendar draws its rows again once the week is in: a row found before may be replaced.
    await waitFor(() => expect(canvas.getByText(firstDriver())).toBeInTheDocument(), {
      timeout: 5_000,
    });
  },
};

/** A planner without the admin flag: labelled Chauffeur, no Paramètre nor Chauffeur button. */
export const NonAdmin: Story = {
  args: { login: 'planif' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Chauffeur')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Paramètre' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Actualiser' })).toBeInTheDocument();
    // FullCalendar draws its rows again once the week is in: a row found before may be replaced.
    await waitFor(() => expect(canvas.getByText(firstDriver())).toBeInTheDocument(), {
      timeout: 5_000,
    });
  },
};

function DetailScreen() {
  const [material, setMaterial] = useState<DeliveryMaterial | null>(() => {
    const line = storySeed().contractLines.find((l) => l.delivery_end_ts !== null);
    return line ? (deliveryMaterialsOfLine(line, { start: 0, end: Infinity })[1] ?? null) : null;
  });
  return (
    <main>
      <DeliveryDetailDialog
        material={material}
        onClose={() => setMaterial(null)}
        onSaveComment={async (_m, comment) => {
          if (comment.trim() === 'erreur') throw new Error('Livraison introuvable : 0.');
        }}
      />
    </main>
  );
}

/** A return delivery opened: its fields in French and the return comment, saved. */
export const DetailLivraison: Story = {
  render: () => <DetailScreen />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog'));
    await expect(dialog.getByText('Livraison retour')).toBeInTheDocument();
    await userEvent.type(
      dialog.getByLabelText('Commentaire de la livraison retour'),
      'Appeler le chef de chantier',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer le commentaire' }));
    await expect(await dialog.findByText('Commentaire enregistré.')).toBeInTheDocument();
  },
};

/** The comment cannot be saved: the server's French message, what was typed stays. */
export const DetailErreur: Story = {
  render: () => <DetailScreen />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog'));
    const field = dialog.getByLabelText('Commentaire de la livraison retour');
    await userEvent.clear(field);
    await userEvent.type(field, 'erreur');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer le commentaire' }));
    await expect(await dialog.findByText('Livraison introuvable : 0.')).toBeInTheDocument();
    await expect(field).toHaveValue('erreur');
  },
};

/** The Chauffeur dialog refuses an empty choice. */
export const ChoixChauffeurs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Chauffeur' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Chauffeurs affichés' }));
    for (const box of dialog.getAllByRole('checkbox')) await userEvent.click(box);
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await expect(dialog.getByText('Choisissez au moins un chauffeur.')).toBeInTheDocument();
  },
};

/** The Paramètre dialog: a colour that is not #RRGGBB is said invalid at once, Enregistrer stays disabled, what was typed stays. */
export const ParametreCouleurInvalide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Paramètre' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Paramètres du planning' }));
    const field = dialog.getByRole('textbox', { name: 'Couleur des livraisons' });
    await userEvent.clear(field);
    await userEvent.type(field, 'vert');
    // The kit's settings dialog says it at once and offers no save while the colour is invalid.
    await expect(dialog.getByText('Code couleur invalide (ex. #A1887F)')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    await expect(field).toHaveValue('vert');
  },
};

/**
 * The server cannot be reached (issue 11 item 1): the unreachable message and `Réessayer`, never
 * « Aucun chauffeur à afficher. », which would be a false statement.
 */
export const EchecDeChargement: Story = {
  parameters: {
    msw: [http.post('*/api/planningLivraison/v1/*', () => HttpResponse.error())],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Le serveur est injoignable.');
    await expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    await expect(canvas.queryByText('Aucun chauffeur à afficher.')).not.toBeInTheDocument();
  },
};

// Sunday 23 March 2025, the day after the story week's Saturday: Sunday is hidden (seed).
const STORY_SUNDAY = Date.UTC(2025, 2, 23, 10, 0, 0);

/**
 * Issue 11 item 4: on a hidden Sunday the planning opens on the coming Monday's week, never on
 * « last Saturday evening ».
 */
export const DimancheMasque: Story = {
  args: { today: STORY_SUNDAY },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Semaine du 24/03/2025 au 29/03/2025' }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Semaine précédente' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Semaine du 17/03/2025 au 22/03/2025' }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: "Aujourd'hui" }));
    await expect(
      await canvas.findByRole('heading', { name: 'Semaine du 24/03/2025 au 29/03/2025' }),
    ).toBeInTheDocument();
  },
};

const DRIVER_NAMES = () =>
  storySeed()
    .staff.filter((s) => s.kind === 'chauffeur')
    .map((s) => s.name);

/** The story week's deliveries, as the timeline has them. */
function storyEvents(drivers: readonly string[]) {
  const window = { start: STORY_NOW - 7 * DELIVERY_DAY_MS, end: STORY_NOW + 14 * DELIVERY_DAY_MS };
  const materials = storySeed().contractLines.flatMap((line) =>
    deliveryMaterialsOfLine(line, window),
  );
  return deliveryEvents(materials, drivers, '#4CAF50');
}

/** The phone's day: its previous/next buttons are the page's; here the swipe moves the day. */
function DayScreen({ driverNames }: { readonly driverNames?: readonly string[] }) {
  const drivers = driverNames ?? DRIVER_NAMES();
  const [day, setDay] = useState(() => deliveryDayOf(STORY_NOW));
  const [material, setMaterial] = useState<DeliveryMaterial | null>(null);
  return (
    <main style={{ maxWidth: 390 }}>
      <DeliveryDayList
        day={day}
        drivers={drivers}
        events={storyEvents(drivers)}
        unavailabilities={[
          {
            key: '1',
            driver: drivers[0] ?? '',
            start: deliveryDayOf(STORY_NOW) + 6 * 3_600_000,
            end: deliveryDayOf(STORY_NOW) + 12 * 3_600_000,
            motif: 'Formation CACES',
          },
        ]}
        answered
        onOpen={setMaterial}
        onSwipe={(direction) => setDay((d) => shiftShownDay(d, direction, [0]))}
      />
      <DeliveryDetailDialog
        key={material?.id ?? 'none'}
        material={material}
        onClose={() => setMaterial(null)}
        onSaveComment={async () => {}}
      />
    </main>
  );
}

/**
 * Issue 11 item 4 on phones: one day by driver, each driver's unavailability and deliveries by
 * time, « Aucune livraison ce jour. » for a free driver; a delivery opens its detail.
 */
export const JourTelephone: Story = {
  render: () => <DayScreen />,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('region', { name: 'Livraisons du jour par chauffeur' });
    const drivers = DRIVER_NAMES();
    for (const driver of drivers) {
      await expect(within(list).getByRole('region', { name: driver })).toBeInTheDocument();
    }
    await expect(
      within(list).getByText('Indisponible : Formation CACES (06:00 – 12:00)'),
    ).toBeInTheDocument();
    const delivery = within(list).queryAllByRole('button')[0];
    if (delivery) {
      await userEvent.click(delivery);
      const body = within(canvasElement.ownerDocument.body);
      await expect(await body.findByRole('dialog')).toBeInTheDocument();
    }
  },
};

/** Issue 11 item 8: a driver's name too long for a phone, cut with an ellipsis, whole as title. */
export const JourTelephoneNomLong: Story = {
  render: () => (
    <DayScreen driverNames={['Nathalie FAURE-LONGUEVILLE de la Rochefoucauld-Montmorency']} />
  ),
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = 'Nathalie FAURE-LONGUEVILLE de la Rochefoucauld-Montmorency';
    await expect(await canvas.findByRole('heading', { name })).toHaveAttribute('title', name);
  },
};
