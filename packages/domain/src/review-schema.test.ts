import { describe, expect, it } from 'vitest';
import { reviewFormSchema } from './review-schema.ts';

const good = {
  dealerCode: 'vektor-kia',
  name: ' мария ',
  phone: '+7 ',
  rating: 5,
  text: '  Быстро оформили машину, менеджер всё объяснил.  ',
  policy: true,
};

describe('review form schema (the domain rule, shaped for the form)', () => {
  it('passes a complete review, trimmed, the name capitalised, an untouched phone dropped', () => {
    const parsed = reviewFormSchema.parse(good);
    expect(parsed).toMatchObject({
      name: 'Мария',
      text: 'Быстро оформили машину, менеджер всё объяснил.',
      rating: 5,
    });
    expect(parsed.phone).toBeUndefined();
  });

  it('reports each field with the rule’s own message', () => {
    const result = reviewFormSchema.safeParse({ dealerCode: '', name: 'Ivan', phone: '+7 900' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toMatchObject({
      dealerCode: 'Выберите дилерский центр',
      name: 'Только русские символы',
      phone: 'Некорректный формат телефона.',
      rating: 'Поставьте оценку от 1 до 5',
      text: 'Необходимо заполнить поле',
      policy: 'Необходимо заполнить поле',
    });
  });
});
