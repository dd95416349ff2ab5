/** The time of the `n`th change of a test, in epoch milliseconds: a minute apart from 2026. */
export const at = (n: number) => Date.UTC(2026, 0, 1) + n * 60_000;
