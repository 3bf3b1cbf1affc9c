/** A label and value pair of a vehicle's specifications, as the card and compare show them. */
export interface SpecPair {
  label: string;
  value: string;
}

export interface CompareRow {
  label: string;
  /** One value per compared vehicle, in their order; null where that vehicle has no such line. */
  values: (string | null)[];
  /** True when the vehicles do not all show the same value (the compare page highlights these). */
  differs: boolean;
}

function normalized(value: string | null): string {
  return value === null ? '' : value.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The compare table: every label any vehicle has, in first-seen order, with each vehicle's value and
 * whether they differ. A single vehicle differs from nothing.
 */
export function compareRows(vehicles: readonly { specs: readonly SpecPair[] }[]): CompareRow[] {
  const labels: string[] = [];
  const byVehicle = vehicles.map((vehicle) => {
    const map = new Map<string, string>();
    for (const { label, value } of vehicle.specs) {
      if (!map.has(label)) map.set(label, value);
      if (!labels.includes(label)) labels.push(label);
    }
    return map;
  });
  return labels.map((label) => {
    const values = byVehicle.map((map) => map.get(label) ?? null);
    const distinct = new Set(values.map(normalized));
    return { label, values, differs: vehicles.length > 1 && distinct.size > 1 };
  });
}

/** Only the differing rows, for the «только различия» switch. */
export function differingRows(rows: readonly CompareRow[]): CompareRow[] {
  return rows.filter((row) => row.differs);
}
