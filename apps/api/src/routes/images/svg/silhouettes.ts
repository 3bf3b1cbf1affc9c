// Side views in a 400×200 box, front to the left, ground at y≈160: a body path, optional windows and wheels.
export type Silhouette = {
  body: string;
  windows?: string;
  wheels: readonly (readonly [x: number, r: number])[];
  extra?: string;
};

const carWheels = (r = 22) =>
  [
    [95, r],
    [305, r],
  ] as const;

const SHAPES: Readonly<Record<string, Silhouette>> = {
  sedan: {
    body: 'M30 140V120Q35 105 70 100L120 98L160 70Q175 62 200 62H260Q280 63 300 80L320 98L360 104Q372 108 372 122V140Z',
    windows: 'M130 97L165 73Q176 68 198 68H232V97ZM240 97V68H258Q275 69 292 82L306 97Z',
    wheels: carWheels(),
  },
  hatchback: {
    body: 'M30 140V118Q35 104 70 100L120 96L165 66H290Q315 70 335 100L350 110Q358 118 358 140Z',
    windows: 'M132 95L168 72H228V95ZM236 95V72H286Q304 76 318 95Z',
    wheels: carWheels(),
  },
  liftback: {
    body: 'M30 140V120Q35 105 70 100L120 97L162 68Q176 62 200 62H262Q292 66 330 96L362 104Q372 108 372 122V140Z',
    windows: 'M132 96L166 72Q178 67 198 67H232V96ZM240 96V67H260Q284 70 312 96Z',
    wheels: carWheels(),
  },
  wagon: {
    body: 'M30 140V118Q35 104 70 100L120 96L165 64H332L352 100L366 108V140Z',
    windows: 'M132 95L168 70H226V95ZM234 95V70H290V95ZM298 95V70H328L342 95Z',
    wheels: carWheels(),
  },
  crossover: {
    body: 'M28 138V112Q32 96 70 92L118 90L160 58H310L340 92L368 98Q374 104 374 138Z',
    windows: 'M130 89L164 64H228V89ZM236 89V64H300L322 89Z',
    wheels: carWheels(25),
  },
  suv: {
    body: 'M28 138V104L60 92L115 88L140 48H330L345 88L372 92V138Z',
    windows: 'M124 87L146 54H226V87ZM234 87V54H322L334 87Z',
    wheels: carWheels(27),
  },
  coupe: {
    body: 'M30 140V122Q36 108 80 102L140 98L185 74Q200 68 240 70L290 92L360 104Q370 110 370 140Z',
    windows: 'M152 97L188 78Q200 74 236 75L276 97Z',
    wheels: carWheels(),
  },
  cabriolet: {
    body: 'M30 140V120Q36 106 80 102L175 100L190 84L198 100L360 104Q370 110 370 140Z',
    wheels: carWheels(),
  },
  minivan: {
    body: 'M28 140V108L50 72Q60 58 90 56H340Q360 58 365 80L372 140Z',
    windows: 'M62 90L74 68Q82 62 96 62H150V90ZM158 90V62H240V90ZM248 90V62H336Q352 64 356 90Z',
    wheels: carWheels(24),
  },
  pickup: {
    body: 'M28 140V108L60 98L110 94L140 56H230L240 94H372V140Z',
    windows: 'M122 92L146 62H224L230 92Z',
    wheels: carWheels(26),
  },
  furgon: {
    body: 'M25 140V104L50 66Q58 46 90 44H370L375 140Z',
    windows: 'M52 92L68 62Q74 54 92 54H118V92Z',
    wheels: [
      [90, 24],
      [320, 24],
    ],
  },
  microbus: {
    body: 'M25 140V104L50 66Q58 46 90 44H370L375 140Z',
    windows:
      'M52 92L68 62Q74 54 92 54H118V92ZM128 88V56H190V88ZM198 88V56H260V88ZM268 88V56H330V88ZM338 88V56H366V88Z',
    wheels: [
      [90, 24],
      [320, 24],
    ],
  },
  flatbed: {
    body: 'M20 140V70Q22 50 45 48H110L115 140ZM120 100H385V122H120Z',
    windows: 'M30 90V64Q32 58 44 58H100V90Z',
    wheels: [
      [70, 26],
      [300, 26],
      [350, 26],
    ],
  },
  tractor: {
    body: 'M20 140V50Q22 34 45 32H120L125 140ZM125 118H330V130H125ZM260 108H320V118H260Z',
    windows: 'M30 84V46Q32 40 46 40H110V84Z',
    wheels: [
      [70, 28],
      [240, 28],
      [300, 28],
    ],
  },
  'dump-truck': {
    body: 'M20 140V60Q22 44 45 42H115L120 140ZM130 70L380 62L370 122H130Z',
    windows: 'M30 88V56Q32 50 46 50H106V88Z',
    wheels: [
      [70, 27],
      [270, 27],
      [330, 27],
    ],
  },
  tent: {
    body: 'M30 30H390V122H30ZM60 122V150H70V122Z',
    wheels: [
      [290, 22],
      [330, 22],
      [370, 22],
    ],
  },
  refrigerator: {
    body: 'M30 30H390V122H30ZM14 50H30V100H14ZM60 122V150H70V122Z',
    wheels: [
      [290, 22],
      [330, 22],
      [370, 22],
    ],
  },
  tipper: {
    body: 'M30 60L390 50L380 122H40ZM60 122V150H70V122Z',
    wheels: [
      [290, 22],
      [330, 22],
      [370, 22],
    ],
  },
  motorcycle: {
    body: 'M120 122L170 90L232 86L270 98L302 118L262 126H182ZM150 100L116 150M262 104L300 150M170 84L150 66H134',
    wheels: [
      [100, 32],
      [300, 32],
    ],
  },
  scooter: {
    body: 'M110 148L130 92L150 80H170L160 130H280Q300 110 320 112L318 140L280 148ZM130 92L120 70H140',
    wheels: [
      [118, 22],
      [300, 22],
    ],
  },
  tricycle: {
    body: 'M110 120L170 88L250 86L300 100L330 122L290 130H150ZM140 98L100 150',
    wheels: [
      [100, 30],
      [300, 30],
      [350, 30],
    ],
  },
  atv: {
    body: 'M70 118L110 92H290L330 118ZM150 92L170 66H200M180 118V100H260V118Z',
    wheels: [
      [110, 30],
      [290, 30],
    ],
  },
  utv: {
    body: 'M60 120L90 96H320L350 120ZM110 96L140 48H290L310 96M200 48V96',
    wheels: [
      [105, 30],
      [305, 30],
    ],
  },
  buggy: {
    body: 'M60 120L100 100H310L350 120ZM130 100L160 52H280L300 100M170 52L230 100',
    wheels: [
      [105, 32],
      [305, 32],
    ],
  },
  recreation: {
    body: 'M30 130H360Q380 128 385 115L340 100L250 98L220 80H180L160 98L60 102Q35 108 30 130Z',
    wheels: [],
  },
  sport: {
    body: 'M40 130H360Q384 126 390 112L330 102L260 100L235 84H195L175 100L70 104Q45 110 40 130Z',
    wheels: [],
  },
  'stand-up': {
    body: 'M60 130H330Q352 128 356 116L300 108L120 108L80 112Q62 118 60 130ZM140 108L200 56H214L162 108Z',
    wheels: [],
  },
};

// The silhouette of a vehicle: by body type, by motorcycle class, else by section.
export function silhouetteOf(
  category: string,
  bodyType: string | null,
  motoClass: string | null,
): Silhouette {
  if (category === 'moto')
    return (
      SHAPES[
        motoClass === 'scooter' ? 'scooter' : motoClass === 'tricycle' ? 'tricycle' : 'motorcycle'
      ] ?? (SHAPES.motorcycle as Silhouette)
    );
  return SHAPES[bodyType ?? ''] ?? (SHAPES.sedan as Silhouette);
}

export const WATERCRAFT = new Set(['recreation', 'sport', 'stand-up']);
