/** A dealer's place on Yandex Maps: the link a visitor opens when there is no map on the page. */
export function yandexMapsHref(point: { lat: number; lon: number; name: string }): string {
  const query = new URLSearchParams({
    pt: `${point.lon},${point.lat}`,
    z: '16',
    l: 'map',
    text: point.name,
  });
  return `https://yandex.ru/maps/?${query.toString()}`;
}
