/** spec 3 §9: the drawn signature is fitted in 150×100 at the file's position on page one. */
export const STAMP_IMAGE = { width: 150, height: 100 } as const;
/** spec 3 §9: « Signée le DD/MM/YYYY HH:mm » in size 10 at offsets 50 and 15. */
export const STAMP_DATE = { dx: 50, dy: 15, size: 10 } as const;
/** spec 3 §9: the client's name in size 12 at offsets 10 and 45. */
export const STAMP_NAME = { dx: 10, dy: 45, size: 12 } as const;
/** spec 3 §9: the PDF-signer page default size (841×594) when a page gives none. */
export const SIGNER_PAGE_DEFAULT = { width: 841, height: 594 } as const;

export interface StampLayout {
  readonly image: { x: number; y: number; width: number; height: number };
  readonly date: { x: number; y: number; size: number };
  readonly name: { x: number; y: number; size: number };
}

/**
 * spec 3 §9: where the stamp goes on page one, in PDF points from the bottom-left corner: the
 * image at the file's position, the date at +50/+15 and the name at +10/+45 from it. A position
 * that would put the 150×100 box off the page is moved back inside it (ours: a stamp half off
 * the page proves nothing).
 */
export function stampLayout(
  position: { readonly x: number; readonly y: number },
  page: { readonly width: number; readonly height: number } = SIGNER_PAGE_DEFAULT,
): StampLayout {
  const clamp = (v: number, max: number) => Math.min(Math.max(0, v), Math.max(0, max));
  const x = clamp(position.x, page.width - STAMP_IMAGE.width);
  const y = clamp(position.y, page.height - STAMP_IMAGE.height);
  return {
    image: { x, y, ...STAMP_IMAGE },
    date: { x: x + STAMP_DATE.dx, y: y + STAMP_DATE.dy, size: STAMP_DATE.size },
    name: { x: x + STAMP_NAME.dx, y: y + STAMP_NAME.dy, size: STAMP_NAME.size },
  };
}
