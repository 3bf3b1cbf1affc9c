import { z } from 'zod';
import { CREDIT_RATE_LIMITS, CREDIT_TERMS_MONTHS, plainNumberText } from '@dealer/domain';

/** A number as the calculator shows it («469 000», «14,9») read back before the number check. */
const typed = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' ? plainNumberText(value) : value), schema);

// Kept apart from the form list: zod reaches the page only with an open form.
/** The credit calculator's fields, checked alike in the browser and in the action. */
export const CREDIT_FIELDS = {
  creditDownPayment: typed(
    z
      .number({ error: 'Введите сумму цифрами' })
      .int('Введите сумму цифрами')
      .min(0, 'Не меньше 0 ₽'),
  ).optional(),
  creditTerm: z
    .number()
    .refine((term) => CREDIT_TERMS_MONTHS.some((t) => t === term), 'Выберите срок из списка')
    .optional(),
  creditRate: typed(
    z
      .number({ error: 'Введите ставку числом' })
      .min(CREDIT_RATE_LIMITS.min, 'Не меньше 0 %')
      .max(CREDIT_RATE_LIMITS.max, `Не больше ${CREDIT_RATE_LIMITS.max} %`),
  ).optional(),
};
