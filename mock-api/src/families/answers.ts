/**
 * The backend's list answer (spec 1 §7, ARCHITECTURE.md "answer shapes"): `{ data: [{ fieldData }] }`,
 * one entry per record. Every family answers its lists through this one helper.
 */
export const list = <T>(records: readonly T[]) => ({
  data: records.map((fieldData) => ({ fieldData })),
});
