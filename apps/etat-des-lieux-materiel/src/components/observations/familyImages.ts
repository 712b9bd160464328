/**
 * Issue 14 « family images for damage drawing »: one line drawing per family of the seed's
 * catalogue, bundled with the page (no call, works offline), 400×300 so a mark is placed the
 * same way on a phone, a tablet and in the PDF. A family without its own drawing gets the
 * default (a machine seen from the side). Grey strokes on white: red and blue marks stand out.
 */
const frame = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#fff"/><g fill="none" stroke="#757575" stroke-width="4" stroke-linecap="round" stroke-linejoin="round">${body}</g></svg>`;

const ground = '<path d="M20 270H380" stroke="#bdbdbd"/>';

/** A mini excavator: tracks, cab, boom, stick and bucket. */
const EXCAVATOR = frame(
  `${ground}<rect x="60" y="225" width="200" height="40" rx="20"/><circle cx="82" cy="245" r="12"/><circle cx="238" cy="245" r="12"/><path d="M80 225V185H240V225"/><path d="M150 185V110H220L240 150V185"/><path d="M165 125H215L228 150H165Z"/><path d="M240 170L300 95L345 150"/><path d="M345 150L330 205L365 200L350 165Z"/>`,
);

/** A scissor lift: chassis, wheels, crossed arms and a guarded platform. */
const SCISSOR_LIFT = frame(
  `${ground}<rect x="80" y="215" width="240" height="30" rx="4"/><circle cx="115" cy="255" r="14"/><circle cx="285" cy="255" r="14"/><path d="M110 215L290 165M110 165L290 215M110 165L290 115M110 115L290 165M110 115L290 65M110 65L290 115"/><rect x="70" y="45" width="260" height="20"/><path d="M70 45V15H330V45M120 15V45M170 15V45M220 15V45M270 15V45"/>`,
);

/** A plate compactor: base plate, engine, handle. */
const COMPACTOR = frame(
  `${ground}<path d="M90 265H270L285 240H75Z"/><rect x="110" y="170" width="130" height="70" rx="8"/><circle cx="150" cy="205" r="18"/><path d="M200 185H230V225H200Z"/><path d="M240 200L330 90M330 90L355 100M250 215L335 110"/>`,
);

/** A generator: frame, tank, panel, wheels and handle. */
const GENERATOR = frame(
  `${ground}<rect x="70" y="90" width="260" height="150" rx="10"/><path d="M70 130H330"/><rect x="95" y="150" width="110" height="70" rx="6"/><path d="M105 165H195M105 180H195M105 195H195M105 210H195"/><rect x="230" y="150" width="75" height="55" rx="4"/><circle cx="250" cy="175" r="8"/><circle cx="285" cy="175" r="8"/><circle cx="110" cy="252" r="16"/><circle cx="290" cy="252" r="16"/><path d="M120 90V60H280V90"/>`,
);

/** A bike: two wheels, frame, fork, saddle and handlebar. */
const BIKE = frame(
  `${ground}<circle cx="100" cy="200" r="62"/><circle cx="300" cy="200" r="62"/><circle cx="100" cy="200" r="6"/><circle cx="300" cy="200" r="6"/><path d="M100 200L170 200L245 110H150Z"/><path d="M170 200L150 110"/><path d="M300 200L260 85"/><path d="M245 110L262 90"/><path d="M130 95H175"/><path d="M150 110L145 95"/><path d="M245 80H285"/><circle cx="170" cy="200" r="14"/>`,
);

/** Any other machine: a box on wheels with a door and a handle. */
const DEFAULT = frame(
  `${ground}<rect x="70" y="95" width="260" height="145" rx="8"/><rect x="95" y="120" width="95" height="95" rx="4"/><path d="M215 130H305M215 155H305M215 180H305"/><circle cx="120" cy="252" r="16"/><circle cx="280" cy="252" r="16"/><path d="M155 95V70H245V95"/>`,
);

const BY_FAMILY: Readonly<Record<string, string>> = {
  terrassement: EXCAVATOR,
  elevation: SCISSOR_LIFT,
  compactage: COMPACTOR,
  energie: GENERATOR,
  velo: BIKE,
};

const key = (family: string) =>
  family
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/** The width / height of every family image. */
export const FAMILY_IMAGE_RATIO = 4 / 3;

/** The drawing of a family as an SVG data URL; the default one for an unknown family. */
export function familyImage(family: string): string {
  const svg = BY_FAMILY[key(family)] ?? DEFAULT;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Whether a family has a drawing of its own. */
export function hasFamilyImage(family: string): boolean {
  return key(family) in BY_FAMILY;
}
