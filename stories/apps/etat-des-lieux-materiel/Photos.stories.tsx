import { useEffect, useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { calls, conditionState, fieldRecords, photoTraceTags } from '@locasuite/core';
import type { ApiClient, ConditionLeg } from '@locasuite/core';
import { ObservationDrawing, PhotoSection } from '@locasuite/etat-des-lieux-materiel';
import { createStoryClient } from '../../msw/storyClient';
import { STORY_NOW } from '../../msw/storySeed';
import { DEMO_PHOTOS } from './demoPhotos';

interface Item {
  readonly contract: string;
  readonly matricule: string;
}

/**
 * A seeded item of the in-page server (the `n`-th in a state; each story its own, so stories
 * that store photos never see each other's), with `departure` and `ret` photos stored first when
 * it has fewer: the section then loads them by the real calls.
 */
async function prepareItem(
  api: ApiClient,
  state: 'departure' | 'return',
  n: number,
  departure: number,
  ret: number,
): Promise<Item> {
  const lines = fieldRecords(await api.call(calls.etatdl.get_materials, {}));
  const line = lines.filter((l) => conditionState(l) === state)[n];
  const item = { contract: String(line?.CLD_NUM_CONTRAT), matricule: String(line?.CLD_MATRICULE) };
  for (const [leg, wanted] of [
    ['DEPART', departure],
    ['RETOUR', ret],
  ] as const) {
    const { photos } = await api.call(calls.etatdl.get_photos, {
      contrat: item.contract,
      matricule: item.matricule,
      type: leg,
    });
    if (photos.length >= wanted) continue;
    const { paths } = await api.call(calls.etatdl.set_photos, {
      contrat: item.contract,
      matricule: item.matricule,
      type: leg,
      fileList: Array.from(
        { length: wanted - photos.length },
        (_, i) => DEMO_PHOTOS[i % DEMO_PHOTOS.length] ?? '',
      ),
    });
    await Promise.all(
      paths.map((path, i) =>
        api.call(calls.etatdl.set_tags, {
          path,
          tags: photoTraceTags({
            takenAt: STORY_NOW - (i + 1) * 3_600_000,
            ...(i % 2 === 0 ? { latitude: 45.764043, longitude: 4.835659 } : {}),
          }),
        }),
      ),
    );
  }
  return item;
}

interface PhotosArgs {
  readonly state: 'departure' | 'return';
  readonly n: number;
  readonly leg: ConditionLeg;
  readonly departurePhotos: number;
  readonly returnPhotos: number;
  readonly max: number | null;
  readonly readOnly: boolean;
}

function Photos({ state, n, leg, departurePhotos, returnPhotos, max, readOnly }: PhotosArgs) {
  const api = useMemo(() => createStoryClient('planif'), []);
  const [item, setItem] = useState<Item | null>(null);
  useEffect(() => {
    let current = true;
    void prepareItem(api, state, n, departurePhotos, returnPhotos).then((i) => {
      if (current) setItem(i);
    });
    return () => {
      current = false;
    };
  }, [api, state, n, departurePhotos, returnPhotos]);
  if (!item) return null;
  return (
    <PhotoSection
      api={api}
      contract={item.contract}
      matricule={item.matricule}
      leg={leg}
      readOnly={readOnly}
      options={{ nbrMinPhoto: null, nbrMaxPhoto: max }}
    />
  );
}

const meta = {
  title: 'Outils/État des lieux/Photos',
  component: Photos,
  args: {
    state: 'departure',
    n: 20,
    leg: 'DEPART',
    departurePhotos: 0,
    returnPhotos: 0,
    max: 8,
    readOnly: false,
  },
  parameters: { locaSuiteBackground: 'tool' },
} satisfies Meta<typeof Photos>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOADED = { timeout: 15_000 };

/** No photo yet: `Aucune photo enregistrée` after the real empty answer, and the add button. */
export const Vide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Aucune photo enregistrée', {}, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ajouter des photos' })).toBeVisible();
  },
};

/** Three photos with when (and for two, where) they were taken. */
export const AvecPhotos: Story = {
  args: { n: 21, departurePhotos: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Voir la photo 3' }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByText('3 / 8 photos')).toBeVisible();
    await expect(canvas.getAllByText(/^Position GPS : 45\.76404, 4\.83566$/)).toHaveLength(2);
  },
};

/** The maximum (here 2) reached: the count says so; adding more would be truncated. */
export const MaximumAtteint: Story = {
  args: { n: 22, departurePhotos: 2, max: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2 / 2 photos', {}, LOADED)).toBeVisible();
  },
};

/** A finished or locked leg: the photos, the viewer and the download, no add and no delete. */
export const LectureSeule: Story = {
  args: { n: 21, departurePhotos: 3, readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Voir la photo 1' }, LOADED);
    await expect(canvas.queryByRole('button', { name: 'Ajouter des photos' })).toBeNull();
  },
};

/** A return without photos of its own: the offer to reuse the departure photos (spec 3 §5.3). */
export const RetourSansPhotos: Story = {
  args: { state: 'return', n: 20, leg: 'RETOUR', departurePhotos: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Aucune photo de retour. Reprendre les 2 photos du départ ?',
        {},
        LOADED,
      ),
    ).toBeVisible();
  },
};

const DEPARTURE_MARKS = JSON.stringify({
  version: 1,
  strokes: [
    [300, 640, 330, 600, 370, 590, 400, 620, 390, 670, 340, 690, 300, 660],
    [620, 420, 700, 470],
  ],
});
const RETURN_MARKS = JSON.stringify({
  version: 1,
  strokes: [[820, 520, 860, 480, 900, 500, 910, 560, 870, 590, 830, 570]],
});

function Drawing({
  family,
  initial,
  departureValue,
  readOnly,
}: {
  readonly family: string;
  readonly initial: string;
  readonly departureValue?: string;
  readonly readOnly: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <ObservationDrawing
      family={family}
      value={value}
      departureValue={departureValue}
      readOnly={readOnly}
      onChange={setValue}
    />
  );
}

/** The return of a mini excavator: departure marks in blue, the new ones in red. */
export const DessinRetour: StoryObj<typeof Drawing> = {
  render: (args) => <Drawing {...args} />,
  args: {
    family: 'Terrassement',
    initial: RETURN_MARKS,
    departureValue: DEPARTURE_MARKS,
    readOnly: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Marques du départ')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Annuler le dernier trait' })).toBeEnabled();
  },
};

/** A bike's departure, read-only, nothing drawn. */
export const DessinVeloLectureSeule: StoryObj<typeof Drawing> = {
  render: (args) => <Drawing {...args} />,
  args: { family: 'Vélo', initial: '', readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aucune marque')).toBeVisible();
  },
};
