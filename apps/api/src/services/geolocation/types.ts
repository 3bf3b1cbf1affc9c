// What an address service knows of a place (DaData naming, as SPEC 3's city record uses it).
export type Place = { value: string; city: string | null; region_with_type: string | null };

export type AddressSuggestion = {
  value: string;
  unrestricted_value: string;
  data: Record<string, unknown>;
};

export interface Geolocation {
  readonly name: string;
  // null when the service does not know the address.
  locateIp(ip: string): Promise<Place | null>;
  suggestAddress(query: string, count: number): Promise<AddressSuggestion[]>;
}
