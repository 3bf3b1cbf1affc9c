/** What a vehicle's title is made of. */
export interface TitleParts {
  mark: string;
  model: string;
  modification?: string;
  year?: number;
}

/** «Kia Rio 1.6 AT, 2024»: mark, model, then the modification and year when known. */
export function vehicleTitle({ mark, model, modification, year }: TitleParts): string {
  const name = [mark, model, modification]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return year ? `${name}, ${year}` : name;
}
