import { afterEach, describe, expect, it, vi } from 'vitest';
import { openConditionPdf, prefersPdfDownload } from './openConditionPdf';

const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });

function media(matches: boolean) {
  return { matchMedia: vi.fn(() => ({ matches }) as MediaQueryList) };
}

describe('openConditionPdf', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens the PDF in a new tab on a computer or a tablet', () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf');
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    openConditionPdf(pdf, 'C1_M1_ETAT.pdf', { download: false });
    expect(open).toHaveBeenCalledWith('blob:pdf', '_blank');
    expect(click).not.toHaveBeenCalled();
  });

  it('downloads it under its name on a phone, and when the new tab is blocked', () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    openConditionPdf(pdf, 'C1_M1_ETAT.pdf', { download: true });
    expect(open).not.toHaveBeenCalled();
    openConditionPdf(pdf, 'C1_M1_RETOUR.pdf', { download: false });
    expect(names).toEqual(['C1_M1_ETAT.pdf', 'C1_M1_RETOUR.pdf']);
  });

  it('takes a narrow screen with a coarse pointer for a phone', () => {
    expect(prefersPdfDownload(media(true))).toBe(true);
    expect(prefersPdfDownload(media(false))).toBe(false);
  });
});
