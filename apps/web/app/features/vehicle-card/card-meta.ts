import type { VehicleDetail } from '@dealer/contract';
import { formatRub, vehicleTitle } from '@dealer/domain';

export interface CardMetaInput {
  vehicle: VehicleDetail;
  canonical: string;
  holdingName: string;
  cityPrepositional: string;
}

/** Title, description and canonical link of a vehicle card. */
export function cardMeta({ vehicle, canonical, holdingName, cityPrepositional }: CardMetaInput) {
  const name = vehicleTitle({
    mark: vehicle.mark.name,
    model: vehicle.model.name,
    modification: vehicle.modification,
    year: vehicle.year,
  });
  const condition = vehicle.condition === 'new' ? 'Новый' : 'С пробегом';
  const title = `${name} — купить в ${cityPrepositional} за ${formatRub(vehicle.disprice)} | ${holdingName}`;
  const description = `${condition} ${name}, ${vehicle.color}. Цена ${formatRub(vehicle.disprice)}. ${vehicle.dealer.name}: ${vehicle.dealer.address}, ${vehicle.dealer.phone}.`;
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:type', content: 'product' },
    { property: 'og:url', content: canonical },
    ...(vehicle.photos[0]
      ? [{ property: 'og:image', content: new URL(vehicle.photos[0], canonical).toString() }]
      : []),
    { tagName: 'link', rel: 'canonical', href: canonical },
    // The first photo is the largest paint: the browser asks for it before the styles and scripts.
    ...(vehicle.photos[0]
      ? [
          {
            tagName: 'link',
            rel: 'preload',
            as: 'image',
            href: vehicle.photos[0],
            fetchPriority: 'high',
          },
        ]
      : []),
  ];
}
