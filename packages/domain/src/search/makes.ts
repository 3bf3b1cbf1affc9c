import { cleanWord } from './normalize.ts';

// How Russian visitors write makes besides the official Latin and Russian names (which the make
// records carry): keyed by the English name in cleanWord() form, so any make code scheme fits.
export const MAKE_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  audi: ['ауди', 'audy'],
  bmw: ['бмв', 'бэмвэ', 'бумер', 'бэха', 'беха'],
  changan: ['чанган', 'чанъань'],
  chery: ['чери', 'черри'],
  chevrolet: ['шевроле', 'шеви'],
  citroen: ['ситроен', 'ситроэн'],
  exeed: ['эксид', 'иксид'],
  ford: ['форд'],
  gaz: ['газ', 'газель'],
  geely: ['джили', 'жили'],
  genesis: ['дженезис', 'генезис'],
  haval: ['хавал', 'хавейл', 'хавэйл'],
  honda: ['хонда'],
  hyundai: ['хендай', 'хендэ', 'хундай', 'хюндай', 'хёндай', 'хендаи', 'хэндай', 'хундаи'],
  infiniti: ['инфинити', 'инфинит'],
  jaguar: ['ягуар'],
  jeep: ['джип'],
  jetour: ['джетур'],
  kia: ['киа', 'кия'],
  lada: ['лада', 'ваз', 'жигули'],
  landrover: ['лендровер', 'лэндровер', 'ровер'],
  lexus: ['лексус'],
  mazda: ['мазда'],
  mercedesbenz: ['мерседес', 'мерс', 'мерин', 'бенц', 'мерседесбенц'],
  mini: ['мини'],
  mitsubishi: ['митсубиси', 'мицубиси', 'митсубиши', 'мицубиши'],
  nissan: ['ниссан', 'нисан'],
  omoda: ['омода'],
  opel: ['опель'],
  peugeot: ['пежо'],
  porsche: ['порше', 'порш'],
  renault: ['рено'],
  skoda: ['шкода'],
  subaru: ['субару'],
  suzuki: ['сузуки', 'судзуки'],
  tank: ['танк'],
  toyota: ['тойота', 'таёта', 'тоёта'],
  uaz: ['уаз'],
  volkswagen: ['фольксваген', 'фольц', 'вв', 'vw'],
  volvo: ['вольво'],
  yamaha: ['ямаха'],
  kawasaki: ['кавасаки'],
  ducati: ['дукати'],
  harleydavidson: ['харлей', 'харлейдэвидсон', 'харлейдевидсон'],
  ktm: ['ктм'],
  brp: ['брп'],
  canam: ['канам', 'кэнам'],
  seadoo: ['сиду'],
  polaris: ['поларис'],
  cfmoto: ['сфмото', 'цфмото'],
  stels: ['стелс'],
};

// The spellings of one make by its English name ("Mercedes-Benz" → мерседес, мерс, ...), cleaned.
export function makeSpellings(nameEn: string): string[] {
  const extra = MAKE_SPELLINGS[cleanWord(nameEn)] ?? [];
  return [...new Set(extra.map(cleanWord))];
}
