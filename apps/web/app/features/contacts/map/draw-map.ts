import type { MapsApi } from './maps-loader.ts';

export interface MapPoint {
  code: string;
  name: string;
  lat: number;
  lon: number;
  /** The dealer's page; the marker links to it. */
  href: string | null;
}

const DEALER_ZOOM = 15;
// Space around the outermost dealers, in degrees, so their markers are not cut at the edge.
const BOUNDS_PAD = 0.02;

/** Where the map looks: one dealer close up, several within their bounds (coordinates [lon, lat]). */
export function mapLocation(points: readonly MapPoint[]) {
  const [only] = points;
  if (points.length === 1 && only) return { center: [only.lon, only.lat], zoom: DEALER_ZOOM };
  const lons = points.map((p) => p.lon);
  const lats = points.map((p) => p.lat);
  return {
    bounds: [
      [Math.min(...lons) - BOUNDS_PAD, Math.min(...lats) - BOUNDS_PAD],
      [Math.max(...lons) + BOUNDS_PAD, Math.max(...lats) + BOUNDS_PAD],
    ],
  };
}

/** Draws the map with one marker per dealer into the element; returns what removes it. */
export function drawMap(
  api: MapsApi,
  element: HTMLElement,
  points: readonly MapPoint[],
  markerClass: string,
): () => void {
  const map = new api.YMap(element, { location: mapLocation(points) });
  map.addChild(new api.YMapDefaultSchemeLayer());
  map.addChild(new api.YMapDefaultFeaturesLayer());
  for (const point of points) {
    const marker = document.createElement(point.href ? 'a' : 'span');
    marker.className = markerClass;
    marker.title = point.name;
    marker.setAttribute('aria-label', point.name);
    if (point.href && marker instanceof HTMLAnchorElement) marker.href = point.href;
    map.addChild(new api.YMapMarker({ coordinates: [point.lon, point.lat] }, marker));
  }
  return () => map.destroy();
}
