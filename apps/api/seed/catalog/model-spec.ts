import type { VehicleCategory } from '@dealer/contract';

export type ModelExtras = {
  cc?: number;
  hp?: number;
  seats?: number;
  isNew?: boolean;
  diesel?: boolean;
  hybrid?: boolean;
  gas?: boolean;
  // Semi-trailers: no engine of their own.
  none?: boolean;
  section?: 'fleet' | 'trucks' | 'semi-trailers';
};

// [code, name, kind (body type or moto class), price of a new one in thousands of roubles, extras]
export type ModelTuple = readonly [string, string, string, number, ModelExtras?];

export type ModelGroup = {
  make: string;
  category: VehicleCategory;
  models: readonly ModelTuple[];
};
