import { cleanup, render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SignaturePad, type SignaturePadTexts } from './SignaturePad';

/** The pads the component made, with the options it gave them (signature_pad draws nothing here). */
const made = vi.hoisted(() => [] as { options: Record<string, unknown>; pad: object }[]);
vi.mock('signature_pad', () => ({
  default: class {
    minWidth: number;
    maxWidth: number;
    constructor(_canvas: HTMLCanvasElement, options: Record<string, unknown>) {
      this.minWidth = Number(options.minWidth);
      this.maxWidth = Number(options.maxWidth);
      made.push({ options, pad: this });
    }
    addEventListener() {}
    removeEventListener() {}
    off() {}
    clear() {}
    toData() {
      return [];
    }
    fromData() {}
  },
}));

const texts: SignaturePadTexts = {
  pad: (label) => `Zone de signature : ${label}`,
  saved: (label) => `Signature enregistrée : ${label}`,
  undo: 'Annuler le dernier trait',
  clear: 'Effacer',
  resign: 'Signer à nouveau',
};

// jsdom lays nothing out: the canvas is given a size, so that the pad starts (and no context).
const sizes = ['offsetWidth', 'offsetHeight'] as const;
const jsdomSizes = sizes.map((key) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, key));
beforeAll(() => {
  for (const key of sizes) {
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => 500 });
  }
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterAll(() => {
  sizes.forEach((key, i) => {
    const original = jsdomSizes[i];
    if (original) Object.defineProperty(HTMLElement.prototype, key, original);
  });
  vi.restoreAllMocks();
});
afterEach(() => {
  cleanup();
  made.length = 0;
});

const pad = (penWidth?: number) => (
  <SignaturePad
    label="Signature"
    value=""
    onChange={() => {}}
    texts={texts}
    {...(penWidth === undefined ? {} : { penWidth })}
  />
);

describe('SignaturePad pen', () => {
  it('is black and 1 to 2.5 px wide by default (the condition check)', () => {
    render(pad());
    expect(made.map((m) => m.options)).toEqual([
      { penColor: '#000000', minWidth: 1, maxWidth: 2.5 },
    ]);
  });

  it('draws with one width when given one (spec 3 §2.7: black, width 1)', () => {
    render(pad(1));
    expect(made.map((m) => m.options)).toEqual([{ penColor: '#000000', minWidth: 1, maxWidth: 1 }]);
  });

  it('takes a new width on the same pad, its drawing kept', () => {
    const { rerender } = render(pad());
    rerender(pad(1));
    expect(made).toHaveLength(1);
    expect(made[0]!.pad).toMatchObject({ minWidth: 1, maxWidth: 1 });
  });
});
