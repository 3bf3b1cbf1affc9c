import type { VehicleCategory } from '@dealer/contract';
import type { Rng } from '../prng.ts';
import type { ModelExtras } from './model-spec.ts';

export type Powertrain = {
  engineType: string;
  engineVolume: number;
  power: number;
  gearType: string | null;
  driveType: string | null;
  modification: string;
};

type ModelInfo = {
  category: VehicleCategory;
  kind: string;
  priceK: number;
  extras: ModelExtras;
  country: string;
  make: string;
};

const GEAR_ABBR: Readonly<Record<string, string>> = {
  manual: 'MT',
  automatic: 'AT',
  robot: 'AMT',
  variator: 'CVT',
};
const REAR_DRIVE_MAKES = new Set(['bmw', 'mercedes-benz', 'porsche', 'lexus', 'ford', 'tesla']);

function carEngine(rng: Rng, m: ModelInfo): Omit<Powertrain, 'modification'> {
  const { priceK, extras, kind } = m;
  const tier = priceK < 1500 ? 0 : priceK < 3000 ? 1 : priceK < 6500 ? 2 : 3;
  const volumes = [
    [1596, 1598],
    [1499, 1591, 1998],
    [1998, 2494, 1995],
    [2998, 2996, 3982],
  ][tier] ?? [1998];
  const powers: readonly [number, number][] = [
    [87, 123],
    [120, 190],
    [150, 249],
    [249, 450],
  ];
  const [minHp, maxHp] = powers[tier] ?? [150, 200];
  let engineType = 'petrol';
  if (extras.diesel && rng.chance(0.45)) engineType = 'diesel';
  else if (extras.hybrid && rng.chance(0.4)) engineType = 'hybrid';
  else if (extras.gas && rng.chance(0.25)) engineType = 'gas';
  const engineVolume =
    engineType === 'diesel' ? rng.pick([1995, 2179, 2755, 2993]) : rng.pick(volumes);
  const power = Math.round((minHp + rng.next() * (maxHp - minHp)) / 1) | 0;
  const offroad = kind === 'suv' || kind === 'pickup';
  let driveType = offroad
    ? 'full'
    : rng.chance(tier >= 2 ? 0.6 : kind === 'crossover' ? 0.4 : 0.05)
      ? 'full'
      : 'front';
  if (driveType === 'front' && REAR_DRIVE_MAKES.has(m.make) && kind !== 'crossover')
    driveType = 'rear';
  let gearType = tier === 0 && rng.chance(0.5) ? 'manual' : 'automatic';
  if (m.country === 'china' && gearType === 'automatic' && rng.chance(0.5)) gearType = 'robot';
  if (
    (m.make === 'nissan' || m.make === 'subaru' || m.make === 'lada') &&
    gearType === 'automatic' &&
    rng.chance(0.6)
  )
    gearType = 'variator';
  if (engineType === 'hybrid') gearType = 'variator';
  return { engineType, engineVolume, power, gearType, driveType };
}

function engineOf(rng: Rng, m: ModelInfo): Omit<Powertrain, 'modification'> {
  const { category, extras, kind } = m;
  const cc = extras.cc ?? 0;
  if (category === 'cars') return carEngine(rng, m);
  if (category === 'electro') {
    const power = extras.hp ?? 200;
    return {
      engineType: 'electric',
      engineVolume: 0,
      power,
      gearType: 'automatic',
      driveType: power > 400 ? 'full' : rng.pick(['rear', 'full', 'front']),
    };
  }
  if (category === 'moto') {
    const perCc =
      kind === 'sport-bike'
        ? 0.17
        : kind === 'chopper' || kind === 'tricycle' || kind === 'classic'
          ? 0.07
          : 0.11;
    return {
      engineType: 'petrol',
      engineVolume: cc,
      power: Math.max(11, Math.round(cc * perCc)),
      gearType: kind === 'scooter' ? 'variator' : 'manual',
      driveType: null,
    };
  }
  if (category === 'atv')
    return {
      engineType: 'petrol',
      engineVolume: cc,
      power: Math.round(cc * 0.08),
      gearType: 'variator',
      driveType: rng.chance(0.85) ? 'full' : 'rear',
    };
  if (category === 'jet-ski')
    return {
      engineType: 'petrol',
      engineVolume: cc,
      power: extras.hp ?? 130,
      gearType: null,
      driveType: null,
    };
  if (extras.none)
    return { engineType: 'none', engineVolume: 0, power: 0, gearType: null, driveType: null };
  if (extras.section === 'trucks') {
    const engineVolume = rng.pick([4430, 6700, 11946, 12419, 12740]);
    return {
      engineType: 'diesel',
      engineVolume,
      power: Math.round(engineVolume / 26 + rng.int(0, 60)),
      gearType: rng.pick(['manual', 'robot', 'automatic']),
      driveType: rng.chance(0.2) ? 'full' : 'rear',
    };
  }
  const engineType =
    extras.gas && rng.chance(0.4) ? 'gas' : extras.diesel && rng.chance(0.7) ? 'diesel' : 'petrol';
  return {
    engineType,
    engineVolume: engineType === 'diesel' ? rng.pick([2143, 2755, 1968]) : rng.pick([2690, 2890]),
    power: rng.int(106, 190),
    gearType: rng.chance(0.7) ? 'manual' : 'automatic',
    driveType: rng.chance(0.15) ? 'full' : 'rear',
  };
}

// The modification line of a vehicle card: «2.0 AT (150 л.с.) 4WD», «Электро (283 л.с.)», «649 см³ (73 л.с.)».
function modificationOf(
  p: Omit<Powertrain, 'modification'>,
  category: VehicleCategory,
  axles: number,
): string {
  if (p.engineType === 'none') return `${axles}-осный полуприцеп`;
  if (p.engineType === 'electric')
    return `Электро (${p.power} л.с.)${p.driveType === 'full' ? ' AWD' : ''}`;
  if (category === 'moto' || category === 'atv' || category === 'jet-ski')
    return `${p.engineVolume} см³ (${p.power} л.с.)`;
  const litres = (p.engineVolume / 1000).toFixed(1);
  const gear = p.gearType ? ` ${GEAR_ABBR[p.gearType] ?? ''}` : '';
  const fuel =
    p.engineType === 'hybrid'
      ? ' Hybrid'
      : p.engineType === 'diesel'
        ? 'd'
        : p.engineType === 'gas'
          ? ' CNG'
          : '';
  return `${litres}${fuel}${gear} (${p.power} л.с.)${p.driveType === 'full' ? ' 4WD' : ''}`;
}

export function powertrain(rng: Rng, m: ModelInfo): Powertrain {
  const p = engineOf(rng, m);
  return { ...p, modification: modificationOf(p, m.category, rng.int(2, 3)) };
}
