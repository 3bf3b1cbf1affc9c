import type { reviews } from '../../src/db/schema/index.ts';
import type { Rng } from '../prng.ts';
import { person } from '../catalog/people.ts';
import { weighted } from '../catalog/vehicle-details.ts';

type Row = typeof reviews.$inferInsert;
export type ReviewDealer = {
  id: number;
  holdingId: number;
  name: string;
  employees: { id: number; firstName: string }[];
};

const GOOD = [
  'Купили автомобиль за один день: всё объяснили, кредит одобрили быстро, машину подготовили к выдаче.',
  'Прошёл ТО, всё сделали в срок, показали старые запчасти. Цена совпала с предварительным расчётом.',
  'Спасибо за тест-драйв и честную консультацию, без навязывания дополнительных услуг.',
  'Сдал старый автомобиль в трейд-ин, оценка адекватная, оформление заняло пару часов.',
  'Удобная зона ожидания, кофе, вай-фай. Мастер-консультант держал в курсе по телефону.',
];
const MIXED = [
  'Автомобиль хороший, но выдачу перенесли на два дня. Менеджер извинился и подарил коврики.',
  'Сервис нормальный, но записаться на удобное время получилось только через неделю.',
];
const BAD = [
  'Долго ждал звонка после заявки на сайте, пришлось перезванивать самому.',
  'Ремонт затянулся, сроки несколько раз сдвигали.',
];
const ABOUT_EMPLOYEE = [
  'очень внимательно отнёсся к нашим пожеланиям',
  'подробно рассказал про комплектации',
  'помог с документами и страховкой',
  'быстро ответил на все вопросы',
];
const ANSWERS = [
  'Спасибо за отзыв! Будем рады видеть вас снова.',
  'Благодарим за обратную связь. Мы разобрались в ситуации и приняли меры, чтобы это не повторилось.',
  'Спасибо! Передадим ваши слова команде.',
];

export function buildReviews(rng: Rng, dealers: readonly ReviewDealer[], stockDate: number): Row[] {
  const rows: Row[] = [];
  for (const dealer of dealers) {
    const count = rng.int(8, 18);
    for (let i = 0; i < count; i += 1) {
      const rating = weighted(
        rng,
        [5, 4, 3, 2, 1],
        (r) => ({ 5: 55, 4: 25, 3: 10, 2: 6, 1: 4 })[r] ?? 1,
      );
      const employee =
        dealer.employees.length > 0 && rng.chance(0.4) ? rng.pick(dealer.employees) : null;
      const author = person(rng);
      const base = rng.pick(rating >= 4 ? GOOD : rating === 3 ? MIXED : BAD);
      const text =
        employee && rating >= 4
          ? `${base} Отдельное спасибо сотруднику по имени ${employee.firstName}: ${rng.pick(ABOUT_EMPLOYEE)}.`
          : base;
      rows.push({
        holdingId: dealer.holdingId,
        dealerId: dealer.id,
        employeeId: employee?.id ?? null,
        authorName: `${author.firstName} ${author.lastName.charAt(0)}.`,
        rating,
        text,
        answer: rng.chance(rating <= 3 ? 0.9 : 0.4)
          ? rng.pick(rating <= 3 ? ANSWERS.slice(1, 2) : [ANSWERS[0] ?? '', ANSWERS[2] ?? ''])
          : null,
        isPublished: true,
        createdAt: new Date(stockDate - rng.int(0, 720) * 86_400_000 - rng.int(0, 86_399) * 1000),
      });
    }
  }
  return rows;
}
