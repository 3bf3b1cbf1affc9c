import type { VehicleDetail } from '@dealer/contract';
import { formatMileage, formatRub } from '@dealer/domain';
import type { SpecPair, TransportType } from '@dealer/domain';

/** A compared vehicle: what a column head shows and its specification lines. */
export interface ComparedVehicle {
  id: number;
  typeOfTransport: TransportType;
  title: string;
  subtitle: string;
  /** The card, or null when it is not built or the vehicle is sold (its card is a 410). */
  href: string | null;
  photo: string;
  price: number;
  sold: boolean;
  specs: SpecPair[];
}

export const TYPE_LABELS: Readonly<Record<TransportType, string>> = {
  cars: 'Автомобили',
  moto: 'Мотоциклы',
  atv: 'Квадроциклы',
  'jet-ski': 'Гидроциклы',
};

/** The lines every vehicle has come first, so price, year and mileage are compared too. */
export function compareSpecs(vehicle: VehicleDetail): SpecPair[] {
  const lead: SpecPair[] = [
    { label: 'Цена', value: formatRub(vehicle.disprice) },
    { label: 'Состояние', value: vehicle.condition === 'new' ? 'Новый' : 'С пробегом' },
    { label: 'Год выпуска', value: String(vehicle.year) },
    { label: 'Пробег', value: formatMileage(vehicle.mileage) },
    { label: 'Комплектация', value: vehicle.equipment },
    { label: 'Цвет', value: vehicle.color },
  ];
  const taken = new Set(lead.map((pair) => pair.label.toLowerCase()));
  return [...lead, ...vehicle.specs.filter((pair) => !taken.has(pair.label.toLowerCase()))];
}

export function comparedVehicle(vehicle: VehicleDetail, cardHref: string | null): ComparedVehicle {
  const sold = vehicle.status === 'sold';
  return {
    id: vehicle.id,
    typeOfTransport: vehicle.typeOfTransport,
    title: `${vehicle.mark.name} ${vehicle.model.name}`,
    subtitle: vehicle.modification,
    href: sold ? null : cardHref,
    photo: vehicle.preview || vehicle.photos[0] || '',
    price: vehicle.disprice,
    sold,
    specs: compareSpecs(vehicle),
  };
}
