/** The charts' common height, and a day as the x axis shows it ("03-14"). */
export const CHART_HEIGHT = 240;
export const shortDay = (day: string) => day.slice(5);

/**
 * A value axis from 0 whose ticks are whole (counts, dollars); a range of only zeros still gets
 * a scale of 0–1 rather than one squeezed around 0.
 */
export function fromZero(values: number[]) {
  return { min: 0, tickMinStep: 1, ...(values.every((value) => value === 0) && { max: 1 }) };
}
