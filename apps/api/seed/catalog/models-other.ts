import type { ModelGroup } from './model-spec.ts';

// Electric cars, the second listing of the first holding.
export const ELECTRO_MODELS: readonly ModelGroup[] = [
  {
    make: 'tesla',
    category: 'electro',
    models: [
      ['model-3', 'Model 3', 'sedan', 5500, { hp: 283 }],
      ['model-y', 'Model Y', 'crossover', 6500, { hp: 347, isNew: true }],
      ['model-s', 'Model S', 'liftback', 11000, { hp: 670 }],
      ['model-x', 'Model X', 'crossover', 13000, { hp: 670, seats: 7 }],
    ],
  },
  {
    make: 'zeekr',
    category: 'electro',
    models: [
      ['001', '001', 'liftback', 6500, { hp: 544 }],
      ['7x', '7X', 'crossover', 5800, { hp: 421, isNew: true }],
      ['009', '009', 'minivan', 9500, { hp: 544, seats: 7 }],
    ],
  },
  {
    make: 'byd',
    category: 'electro',
    models: [
      ['han', 'Han', 'sedan', 4500, { hp: 517 }],
      ['seal', 'Seal', 'sedan', 4000, { hp: 313 }],
      ['song-plus', 'Song Plus', 'crossover', 3500, { hp: 218 }],
      ['atto-3', 'Atto 3', 'crossover', 3000, { hp: 204 }],
    ],
  },
  {
    make: 'bmw',
    category: 'electro',
    models: [
      ['i4', 'i4', 'liftback', 7500, { hp: 340 }],
      ['ix', 'iX', 'crossover', 11000, { hp: 523 }],
    ],
  },
  {
    make: 'mercedes-benz',
    category: 'electro',
    models: [
      ['eqe', 'EQE', 'sedan', 9000, { hp: 292 }],
      ['eqs', 'EQS', 'sedan', 15000, { hp: 523 }],
    ],
  },
  {
    make: 'porsche',
    category: 'electro',
    models: [['taycan', 'Taycan', 'sedan', 14000, { hp: 408 }]],
  },
  {
    make: 'volkswagen',
    category: 'electro',
    models: [
      ['id4', 'ID.4', 'crossover', 4200, { hp: 204 }],
      ['id6', 'ID.6', 'crossover', 4900, { hp: 204, seats: 7 }],
    ],
  },
  {
    make: 'hyundai',
    category: 'electro',
    models: [['ioniq-5', 'IONIQ 5', 'crossover', 5500, { hp: 325 }]],
  },
  { make: 'kia', category: 'electro', models: [['ev6', 'EV6', 'crossover', 5800, { hp: 325 }]] },
  {
    make: 'nissan',
    category: 'electro',
    models: [['leaf', 'Leaf', 'hatchback', 2500, { hp: 150 }]],
  },
];

// Motorcycles: the kind is the class of the /moto/{class} pages; cc is the engine volume.
export const MOTO_MODELS: readonly ModelGroup[] = [
  {
    make: 'honda',
    category: 'moto',
    models: [
      ['cb125r', 'CB125R', 'naked', 650, { cc: 125 }],
      ['pcx-125', 'PCX 125', 'scooter', 420, { cc: 125 }],
      ['crf250l', 'CRF250L', 'enduro', 780, { cc: 249 }],
      ['cb650r', 'CB650R', 'naked', 1250, { cc: 649 }],
      ['cbr650r', 'CBR650R', 'sport-bike', 1350, { cc: 649 }],
      ['africa-twin', 'CRF1100L Africa Twin', 'enduro', 2300, { cc: 1084 }],
      ['gold-wing', 'Gold Wing', 'touring', 4500, { cc: 1833 }],
      ['rebel-500', 'Rebel 500', 'chopper', 900, { cc: 471 }],
    ],
  },
  {
    make: 'yamaha',
    category: 'moto',
    models: [
      ['yzf-r125', 'YZF-R125', 'sport-bike', 700, { cc: 125 }],
      ['nmax-155', 'NMAX 155', 'scooter', 450, { cc: 155 }],
      ['yzf-r3', 'YZF-R3', 'sport-bike', 850, { cc: 321 }],
      ['mt-07', 'MT-07', 'naked', 1100, { cc: 689 }],
      ['mt-09', 'MT-09', 'naked', 1450, { cc: 890, isNew: true }],
      ['tenere-700', 'Ténéré 700', 'enduro', 1500, { cc: 689 }],
      ['xmax-300', 'XMAX 300', 'scooter', 800, { cc: 292 }],
      ['tracer-9', 'Tracer 9', 'touring', 1700, { cc: 890 }],
      ['yz250f', 'YZ250F', 'cross', 950, { cc: 250 }],
    ],
  },
  {
    make: 'kawasaki',
    category: 'moto',
    models: [
      ['ninja-400', 'Ninja 400', 'sport-bike', 850, { cc: 399 }],
      ['ninja-zx-10r', 'Ninja ZX-10R', 'sport-bike', 2500, { cc: 998 }],
      ['z900', 'Z900', 'naked', 1400, { cc: 948 }],
      ['versys-650', 'Versys 650', 'touring', 1150, { cc: 649 }],
      ['klx230', 'KLX230', 'enduro', 600, { cc: 233 }],
      ['vulcan-s', 'Vulcan S', 'chopper', 1000, { cc: 649 }],
      ['kx250', 'KX250', 'cross', 900, { cc: 249 }],
      ['w800', 'W800', 'classic', 1200, { cc: 773 }],
    ],
  },
  {
    make: 'suzuki',
    category: 'moto',
    models: [
      ['gsx-r1000', 'GSX-R1000', 'sport-bike', 2200, { cc: 999 }],
      ['v-strom-650', 'V-Strom 650', 'touring', 1150, { cc: 645 }],
      ['sv650', 'SV650', 'naked', 950, { cc: 645 }],
      ['burgman-400', 'Burgman 400', 'scooter', 900, { cc: 400 }],
      ['dr-z400s', 'DR-Z400S', 'enduro', 850, { cc: 398 }],
      ['boulevard-m109r', 'Boulevard M109R', 'chopper', 1900, { cc: 1783 }],
    ],
  },
  {
    make: 'harley-davidson',
    category: 'moto',
    models: [
      ['fat-boy', 'Fat Boy 114', 'chopper', 3200, { cc: 1868 }],
      ['street-glide', 'Street Glide', 'touring', 4000, { cc: 1923 }],
      ['sportster-s', 'Sportster S', 'classic', 2300, { cc: 1252 }],
      ['tri-glide-ultra', 'Tri Glide Ultra', 'tricycle', 5200, { cc: 1868 }],
      ['pan-america', 'Pan America 1250', 'enduro', 3000, { cc: 1252 }],
    ],
  },
  {
    make: 'ducati',
    category: 'moto',
    models: [
      ['panigale-v4', 'Panigale V4', 'sport-bike', 3800, { cc: 1103 }],
      ['monster', 'Monster', 'naked', 1700, { cc: 937 }],
      ['multistrada-v4', 'Multistrada V4', 'touring', 3300, { cc: 1158 }],
      ['scrambler-icon', 'Scrambler Icon', 'classic', 1300, { cc: 803 }],
      ['desertx', 'DesertX', 'enduro', 2200, { cc: 937 }],
    ],
  },
  {
    make: 'ktm',
    category: 'moto',
    models: [
      ['125-duke', '125 Duke', 'naked', 550, { cc: 125 }],
      ['200-duke', '200 Duke', 'naked', 600, { cc: 199 }],
      ['390-duke', '390 Duke', 'naked', 750, { cc: 373, isNew: true }],
      ['rc-390', 'RC 390', 'sport-bike', 800, { cc: 373 }],
      ['250-exc', '250 EXC', 'enduro', 1100, { cc: 249 }],
      ['450-sx-f', '450 SX-F', 'cross', 1300, { cc: 450 }],
      ['890-adventure', '890 Adventure', 'enduro', 1700, { cc: 889 }],
    ],
  },
  {
    make: 'bmw',
    category: 'moto',
    models: [
      ['r-1250-gs', 'R 1250 GS', 'enduro', 3000, { cc: 1254 }],
      ['s-1000-rr', 'S 1000 RR', 'sport-bike', 3200, { cc: 999 }],
      ['r-nine-t', 'R nineT', 'classic', 2300, { cc: 1170 }],
      ['k-1600-gtl', 'K 1600 GTL', 'touring', 4300, { cc: 1649 }],
      ['c-400-x', 'C 400 X', 'scooter', 1000, { cc: 350 }],
      ['g-310-r', 'G 310 R', 'naked', 650, { cc: 313 }],
    ],
  },
  {
    make: 'triumph',
    category: 'moto',
    models: [
      ['bonneville-t120', 'Bonneville T120', 'classic', 1700, { cc: 1200 }],
      ['street-triple-765', 'Street Triple 765', 'naked', 1600, { cc: 765 }],
      ['tiger-900', 'Tiger 900', 'enduro', 1900, { cc: 888 }],
      ['rocket-3', 'Rocket 3', 'chopper', 3200, { cc: 2458 }],
      ['speed-400', 'Speed 400', 'classic', 600, { cc: 398 }],
    ],
  },
  {
    make: 'can-am',
    category: 'moto',
    models: [
      ['spyder-f3', 'Spyder F3', 'tricycle', 2800, { cc: 1330 }],
      ['spyder-rt', 'Spyder RT', 'tricycle', 3500, { cc: 1330 }],
      ['ryker', 'Ryker', 'tricycle', 1500, { cc: 900 }],
    ],
  },
  {
    make: 'cfmoto',
    category: 'moto',
    models: [
      ['300sr', '300SR', 'sport-bike', 450, { cc: 292 }],
      ['450sr', '450SR', 'sport-bike', 600, { cc: 450 }],
      ['650nk', '650NK', 'naked', 650, { cc: 649 }],
      ['800mt', '800MT', 'touring', 1100, { cc: 799 }],
      ['150nk', '150NK', 'naked', 250, { cc: 150 }],
    ],
  },
];

// Quad bikes and side-by-sides, the listing of the second holding.
export const ATV_MODELS: readonly ModelGroup[] = [
  {
    make: 'polaris',
    category: 'atv',
    models: [
      ['sportsman-570', 'Sportsman 570', 'atv', 1300, { cc: 567 }],
      ['sportsman-850', 'Sportsman 850', 'atv', 1800, { cc: 850 }],
      ['rzr-xp-1000', 'RZR XP 1000', 'buggy', 3600, { cc: 999, seats: 2 }],
      ['ranger-1000', 'Ranger 1000', 'utv', 2600, { cc: 999, seats: 3 }],
    ],
  },
  {
    make: 'can-am',
    category: 'atv',
    models: [
      ['outlander-650', 'Outlander 650', 'atv', 1700, { cc: 649 }],
      ['outlander-1000r', 'Outlander 1000R', 'atv', 2200, { cc: 976 }],
      ['maverick-x3', 'Maverick X3', 'buggy', 4200, { cc: 900, seats: 2 }],
      ['defender-hd10', 'Defender HD10', 'utv', 2900, { cc: 976, seats: 3 }],
    ],
  },
  {
    make: 'cfmoto',
    category: 'atv',
    models: [
      ['cforce-600', 'CFORCE 600', 'atv', 900, { cc: 580 }],
      ['cforce-1000', 'CFORCE 1000', 'atv', 1400, { cc: 963, isNew: true }],
      ['zforce-950', 'ZFORCE 950', 'buggy', 2100, { cc: 963, seats: 2 }],
      ['uforce-1000', 'UFORCE 1000', 'utv', 1900, { cc: 963, seats: 3 }],
    ],
  },
  {
    make: 'yamaha',
    category: 'atv',
    models: [
      ['grizzly-700', 'Grizzly 700', 'atv', 1600, { cc: 686 }],
      ['kodiak-450', 'Kodiak 450', 'atv', 1100, { cc: 421 }],
      ['wolverine-x4', 'Wolverine X4', 'utv', 2800, { cc: 847, seats: 4 }],
    ],
  },
  {
    make: 'stels',
    category: 'atv',
    models: [
      ['guepard-800', 'Guepard 800', 'atv', 1000, { cc: 800 }],
      ['ata-300', 'ATV 300', 'atv', 450, { cc: 275 }],
      ['leopard-600', 'Leopard 600', 'atv', 800, { cc: 550 }],
    ],
  },
];

// Personal watercraft of the first holding; the kind is the hull type.
export const JET_SKI_MODELS: readonly ModelGroup[] = [
  {
    make: 'sea-doo',
    category: 'jet-ski',
    models: [
      ['spark-trixx', 'Spark Trixx', 'sport', 1100, { cc: 899, hp: 90, seats: 2 }],
      ['gti-130', 'GTI 130', 'recreation', 1600, { cc: 1630, hp: 130, seats: 3 }],
      ['gtx-300', 'GTX Limited 300', 'recreation', 2900, { cc: 1630, hp: 300, seats: 3 }],
      ['rxp-x-325', 'RXP-X 325', 'sport', 2700, { cc: 1630, hp: 325, seats: 2 }],
      ['wake-pro-230', 'Wake Pro 230', 'recreation', 2400, { cc: 1630, hp: 230, seats: 3 }],
    ],
  },
  {
    make: 'yamaha',
    category: 'jet-ski',
    models: [
      ['fx-cruiser-svho', 'FX Cruiser SVHO', 'recreation', 3000, { cc: 1812, hp: 250, seats: 3 }],
      ['vx-cruiser', 'VX Cruiser', 'recreation', 1900, { cc: 1812, hp: 180, seats: 3 }],
      ['gp1800r', 'GP1800R SVHO', 'sport', 2800, { cc: 1812, hp: 250, seats: 3 }],
      ['superjet', 'SuperJet', 'stand-up', 1500, { cc: 1049, hp: 100, seats: 1 }],
    ],
  },
  {
    make: 'kawasaki',
    category: 'jet-ski',
    models: [
      ['ultra-310lx', 'Ultra 310LX', 'recreation', 3300, { cc: 1498, hp: 310, seats: 3 }],
      ['stx-160', 'STX 160', 'recreation', 1700, { cc: 1498, hp: 160, seats: 3 }],
      ['sx-r', 'SX-R', 'stand-up', 1400, { cc: 1498, hp: 160, seats: 1 }],
    ],
  },
];

// Commercial vehicles: the kind is the body type; the section is fleet, trucks or semi-trailers.
export const COMMERCIAL_MODELS: readonly ModelGroup[] = [
  {
    make: 'gaz',
    category: 'commercial',
    models: [
      ['gazelle-next', 'ГАЗель NEXT', 'furgon', 3200, { section: 'fleet', diesel: true, seats: 3 }],
      [
        'gazelle-business',
        'ГАЗель Бизнес',
        'flatbed',
        2300,
        { section: 'fleet', gas: true, seats: 3 },
      ],
      ['sobol-nn', 'Соболь NN', 'microbus', 3600, { section: 'fleet', seats: 7, isNew: true }],
      [
        'gazelle-city',
        'ГАЗель City',
        'microbus',
        5600,
        { section: 'fleet', diesel: true, seats: 22 },
      ],
      ['gazon-next', 'ГАЗон NEXT', 'flatbed', 5200, { section: 'trucks', diesel: true, seats: 3 }],
      ['valdai-next', 'Валдай NEXT', 'furgon', 4600, { section: 'trucks', diesel: true, seats: 3 }],
    ],
  },
  {
    make: 'ford',
    category: 'commercial',
    models: [
      ['transit-van', 'Transit Van', 'furgon', 4500, { section: 'fleet', diesel: true, seats: 3 }],
      [
        'transit-bus',
        'Transit Bus',
        'microbus',
        5200,
        { section: 'fleet', diesel: true, seats: 17 },
      ],
    ],
  },
  {
    make: 'mercedes-benz',
    category: 'commercial',
    models: [
      ['sprinter', 'Sprinter', 'furgon', 7000, { section: 'fleet', diesel: true, seats: 3 }],
      [
        'sprinter-tourer',
        'Sprinter Tourer',
        'microbus',
        8500,
        { section: 'fleet', diesel: true, seats: 20 },
      ],
      ['vito', 'Vito', 'microbus', 6000, { section: 'fleet', diesel: true, seats: 8 }],
    ],
  },
  {
    make: 'volkswagen',
    category: 'commercial',
    models: [
      ['crafter', 'Crafter', 'furgon', 6000, { section: 'fleet', diesel: true, seats: 3 }],
      [
        'transporter',
        'Transporter',
        'microbus',
        5500,
        { section: 'fleet', diesel: true, seats: 9 },
      ],
    ],
  },
  {
    make: 'uaz',
    category: 'commercial',
    models: [
      ['profi', 'Профи', 'flatbed', 2000, { section: 'fleet', seats: 3 }],
      ['sgr', 'СГР', 'microbus', 1700, { section: 'fleet', seats: 9 }],
    ],
  },
  {
    make: 'kamaz',
    category: 'commercial',
    models: [
      ['54901', '54901', 'tractor', 12000, { section: 'trucks', diesel: true, seats: 2 }],
      ['65115', '65115', 'dump-truck', 8500, { section: 'trucks', diesel: true, seats: 3 }],
      ['43118', '43118', 'flatbed', 9000, { section: 'trucks', diesel: true, seats: 3 }],
    ],
  },
  {
    make: 'man',
    category: 'commercial',
    models: [
      ['tgx', 'TGX', 'tractor', 16000, { section: 'trucks', diesel: true, seats: 2 }],
      ['tgs', 'TGS', 'dump-truck', 14000, { section: 'trucks', diesel: true, seats: 3 }],
    ],
  },
  {
    make: 'volvo',
    category: 'commercial',
    models: [['fh', 'FH', 'tractor', 17000, { section: 'trucks', diesel: true, seats: 2 }]],
  },
  {
    make: 'scania',
    category: 'commercial',
    models: [
      ['r-series', 'R-series', 'tractor', 16500, { section: 'trucks', diesel: true, seats: 2 }],
      ['p-series', 'P-series', 'dump-truck', 14500, { section: 'trucks', diesel: true, seats: 3 }],
    ],
  },
  {
    make: 'sitrak',
    category: 'commercial',
    models: [
      ['c7h', 'C7H', 'tractor', 11500, { section: 'trucks', diesel: true, seats: 2, isNew: true }],
    ],
  },
  {
    make: 'schmitz-cargobull',
    category: 'commercial',
    models: [
      ['s-cs', 'S.CS', 'tent', 5200, { section: 'semi-trailers', none: true }],
      ['s-ko-cool', 'S.KO COOL', 'refrigerator', 8500, { section: 'semi-trailers', none: true }],
      ['s-ki', 'S.KI', 'tipper', 6500, { section: 'semi-trailers', none: true }],
    ],
  },
  {
    make: 'tonar',
    category: 'commercial',
    models: [
      ['9523', '9523', 'tipper', 4300, { section: 'semi-trailers', none: true }],
      ['97461', '97461', 'tent', 3600, { section: 'semi-trailers', none: true }],
    ],
  },
];
