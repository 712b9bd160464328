import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { QrScannerDialog } from '@locasuite/ui/field';
import type { QrReaderStart } from '@locasuite/ui/field';
import { qrTexts } from './fieldTexts';

/** A camera that reads the given codes, one after the other, as soon as it starts. */
const cameraReading =
  (...codes: string[]): QrReaderStart =>
  async (_video, onText) => {
    queueMicrotask(() => codes.forEach(onText));
    return { stop: () => undefined };
  };

/** A camera the browser refuses (the person said no). */
const refusedCamera: QrReaderStart = () =>
  Promise.reject(Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' }));

/** A bike's code in the tool's own format: `VELO:{number}`. */
const parseBike = (text: string) => {
  const match = /^VELO:(\d+)$/.exec(text.trim());
  return match ? { bike: match[1] ?? '' } : null;
};

const meta = {
  title: 'UI/Field/QrScannerDialog',
  component: QrScannerDialog<{ bike: string }>,
  args: {
    open: true,
    onClose: fn(),
    onScanned: fn(),
    parse: parseBike,
    start: cameraReading(),
    texts: qrTexts,
  },
} satisfies Meta<typeof QrScannerDialog<{ bike: string }>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The camera is on, nothing read yet. */
export const Scanning: Story = {
  play: async () => {
    await expect(
      await screen.findByText('Placez le QR code du vélo dans le cadre.'),
    ).toBeInTheDocument();
  },
};

/** A code of another kind is said, and the camera goes on; the next good one opens the bike. */
export const ReadsACode: Story = {
  args: { start: cameraReading('https://exemple.fr', 'VELO:0042') },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onScanned).toHaveBeenCalledWith({ bike: '0042' }));
    await expect(screen.getByText('Ce QR code ne désigne aucun vélo.')).toBeInTheDocument();
  },
};

/** The camera is refused: spec 3 §8's text instead of the image. */
export const CameraRefused: Story = {
  args: { start: refusedCamera },
  play: async ({ args }) => {
    await expect(await screen.findByRole('alert')).toBeInTheDocument();
    await expect(args.onScanned).not.toHaveBeenCalled();
  },
};
