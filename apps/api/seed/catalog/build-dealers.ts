import type {
  dealerBrands,
  dealerDepartments,
  dealers,
  employees,
} from '../../src/db/schema/index.ts';
import type { Rng } from '../prng.ts';
import { DEALER_SPECS, type DealerSpec } from './dealer-specs.ts';
import { SECOND_HOLDING_WORKING_HOURS } from '@dealer/domain';
import { person, phone, slugify } from './people.ts';

export type DealerRows = {
  dealers: (typeof dealers.$inferInsert)[];
  dealerBrands: (typeof dealerBrands.$inferInsert)[];
  departments: (typeof dealerDepartments.$inferInsert)[];
  employees: (typeof employees.$inferInsert)[];
  specs: (DealerSpec & { id: number })[];
};

const DEPARTMENTS = [
  {
    code: 'sales',
    name: 'Отдел продаж новых автомобилей',
    hours: 'Ежедневно с 09:00 до 21:00',
    position: 'Менеджер отдела продаж',
    lead: 'Руководитель отдела продаж',
  },
  {
    code: 'used',
    name: 'Отдел продаж автомобилей с пробегом',
    hours: 'Ежедневно с 09:00 до 21:00',
    position: 'Менеджер по продаже автомобилей с пробегом',
    lead: 'Руководитель направления trade-in',
  },
  {
    code: 'service',
    name: 'Сервис',
    hours: 'Ежедневно с 08:00 до 21:00',
    position: 'Мастер-консультант',
    lead: 'Руководитель сервиса',
  },
  {
    code: 'parts',
    name: 'Запасные части и аксессуары',
    hours: 'Ежедневно с 09:00 до 20:00',
    position: 'Менеджер отдела запасных частей',
    lead: 'Руководитель отдела запасных частей',
  },
  {
    code: 'credit',
    name: 'Кредитование и лизинг',
    hours: 'Ежедневно с 09:00 до 21:00',
    position: 'Специалист по кредитованию',
    lead: 'Руководитель финансового отдела',
  },
  {
    code: 'insurance',
    name: 'Страхование',
    hours: 'Ежедневно с 09:00 до 21:00',
    position: 'Специалист по страхованию',
    lead: 'Руководитель отдела страхования',
  },
] as const;

const ABOUT = [
  'Помогу подобрать автомобиль под ваши задачи и бюджет, расскажу о кредитных программах и трейд-ин.',
  'Работаю с клиентами больше пяти лет. Отвечу на вопросы о комплектациях, сроках поставки и обслуживании.',
  'Подберу удобное время тест-драйва и подготовлю расчёт с учётом всех действующих скидок.',
  'Консультирую по техническому обслуживанию и ремонту, записываю на сервис в удобное время.',
];

export function buildDealers(rng: Rng, brandIdOf: (code: string) => number): DealerRows {
  const out: DealerRows = {
    dealers: [],
    dealerBrands: [],
    departments: [],
    employees: [],
    specs: [],
  };
  let phoneSeq = 1000;
  DEALER_SPECS.forEach((spec, i) => {
    const id = i + 1;
    out.specs.push({ ...spec, id });
    const mainPhone = phone(spec.cityCode, (phoneSeq += 10));
    out.dealers.push({
      id,
      holdingId: spec.holdingId,
      cityCode: spec.cityCode,
      code: spec.code,
      name: spec.name,
      nameRu: spec.nameRu,
      address: spec.address,
      metro: spec.metro ?? null,
      lat: spec.lat,
      lon: spec.lon,
      phones: [mainPhone, phone(spec.cityCode, phoneSeq + 1)],
      email: `info@${spec.code}.example`,
      // One set of hours per dealer: the second holding's are its SPEC 9 hours, as its footer and
      // home page say (issue 29).
      workingHours:
        spec.holdingId === 2 ? SECOND_HOLDING_WORKING_HOURS : 'Ежедневно с 09:00 до 21:00',
      calltouchWidgetIds: [`${40_000 + id * 10 + 1}`, `${40_000 + id * 10 + 2}`],
      description: `${spec.nameRu}: ${spec.usedOnly ? 'автомобили с пробегом всех марок с проверкой истории' : 'официальный дилер'}, сервис и запасные части. Адрес: ${spec.address}.`,
      isActive: true,
      sort: i,
    });
    for (const code of new Set(spec.brands))
      out.dealerBrands.push({ dealerId: id, brandId: brandIdOf(code) });
    const departments = DEPARTMENTS.filter((d) => (spec.usedOnly ? d.code !== 'sales' : true));
    departments.forEach((d, n) => {
      out.departments.push({
        dealerId: id,
        code: d.code,
        name: d.name,
        phone: phone(spec.cityCode, phoneSeq + 2 + n),
        workingHours: spec.holdingId === 2 ? SECOND_HOLDING_WORKING_HOURS : d.hours,
      });
    });
    const codes = new Set<string>();
    const staff = rng.int(5, 8);
    for (let n = 0; n < staff; n += 1) {
      const p = person(rng);
      const department = departments[n % departments.length] ?? DEPARTMENTS[0];
      let code = slugify(`${p.lastName} ${p.firstName}`);
      while (codes.has(code)) code = `${code}-${n}`;
      codes.add(code);
      out.employees.push({
        dealerId: id,
        code,
        firstName: p.firstName,
        lastName: p.lastName,
        middleName: p.middleName,
        position: n < departments.length ? department.position : department.lead,
        departmentCode: department.code,
        phone: phone(spec.cityCode, 5000 + out.employees.length),
        email: `${code}@${spec.code}.example`,
        photo: null,
        experienceYears: rng.int(1, 15),
        about: rng.pick(ABOUT),
        isAdviser:
          department.code === 'sales' ||
          department.code === 'used' ||
          department.code === 'service' ||
          rng.chance(0.3),
        sort: n,
      });
    }
  });
  out.employees.forEach((e, i) => {
    e.id = i + 1;
    e.photo = `/api/v1/images/employees/${i + 1}.svg`;
  });
  return out;
}
