// Vehicles that parts and accessories are made for, as item names and descriptions spell them.
export type Fitment = { make: string; model: string };

const f = (make: string, ...models: string[]): Fitment[] =>
  models.map((model) => ({ make, model }));

export const FITMENTS: Fitment[] = [
  ...f('Kia', 'Rio', 'Ceed', 'Sportage', 'Sorento', 'K5'),
  ...f('Hyundai', 'Solaris', 'Creta', 'Tucson', 'Santa Fe', 'Elantra'),
  ...f('Toyota', 'Camry', 'RAV4', 'Corolla', 'Land Cruiser Prado'),
  ...f('Volkswagen', 'Polo', 'Tiguan', 'Passat'),
  ...f('Skoda', 'Octavia', 'Rapid', 'Kodiaq'),
  ...f('LADA', 'Vesta', 'Granta', 'Niva Travel'),
  ...f('Renault', 'Logan', 'Duster', 'Arkana'),
  ...f('Nissan', 'Qashqai', 'X-Trail', 'Almera'),
  ...f('BMW', 'X5', 'X3', '3 Series', '5 Series'),
  ...f('Mercedes-Benz', 'E-Class', 'C-Class', 'GLC'),
  ...f('Audi', 'A4', 'A6', 'Q5'),
  ...f('Lexus', 'RX', 'NX'),
  ...f('Haval', 'Jolion', 'F7'),
  ...f('Chery', 'Tiggo 7 Pro', 'Tiggo 8 Pro'),
  ...f('Geely', 'Coolray', 'Monjaro'),
  ...f('Mazda', 'CX-5', '6'),
  ...f('Mitsubishi', 'Outlander', 'ASX'),
  ...f('Ford', 'Focus', 'Kuga'),
];
