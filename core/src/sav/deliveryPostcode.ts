/**
 * spec 4 §5: « Delivery postal code is split: first 2 characters are the department, the rest the
 * code, only when length is at least 3. » Shorter: no split (the department is empty).
 */
export function splitDeliveryPostcode(postcode: string): {
  readonly dptliv: string;
  readonly cpliv: string;
} {
  const value = postcode.trim();
  return value.length >= 3
    ? { dptliv: value.slice(0, 2), cpliv: value.slice(2) }
    : { dptliv: '', cpliv: value };
}
