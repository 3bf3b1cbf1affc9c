import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, validateReviewForm, type ReviewValues } from './review.ts';

const good: ReviewValues = {
  name: 'Мария',
  rating: 5,
  text: 'Быстро оформили машину, менеджер всё объяснил.',
  policy: true,
};

describe('review form: name, rating 1..5, text of 20..1500 characters, consent', () => {
  it('accepts a complete review', () => {
    expect(validateReviewForm(good)).toEqual({
      valid: true,
      errors: { name: [], phone: [], rating: [], text: [], policy: [] },
    });
  });

  it.each<[string, Partial<ReviewValues>, string, string]>([
    ['no name', { name: '  ' }, 'name', 'Необходимо заполнить поле'],
    ['a Latin name', { name: 'Maria' }, 'name', 'Только русские символы'],
    ['a long name', { name: 'а'.repeat(255) }, 'name', 'Не более 254 символов'],
    ['rating 0', { rating: 0 }, 'rating', REVIEW_MESSAGES.rating],
    ['rating 6', { rating: 6 }, 'rating', REVIEW_MESSAGES.rating],
    ['rating 4.5', { rating: 4.5 }, 'rating', REVIEW_MESSAGES.rating],
    ['rating as text', { rating: '5' }, 'rating', REVIEW_MESSAGES.rating],
    ['no rating', { rating: undefined }, 'rating', REVIEW_MESSAGES.rating],
    ['no text', { text: ' ' }, 'text', 'Необходимо заполнить поле'],
    ['a short text', { text: 'Всё хорошо' }, 'text', REVIEW_MESSAGES.tooShort],
    ['a short text padded', { text: `   ${'а'.repeat(19)}   ` }, 'text', REVIEW_MESSAGES.tooShort],
    ['a long text', { text: 'а'.repeat(1501) }, 'text', 'Не более 1500 символов'],
    ['no consent', { policy: false }, 'policy', 'Необходимо заполнить поле'],
    ['a broken phone', { phone: '+7 900-12' }, 'phone', 'Некорректный формат телефона.'],
  ])('%s is refused on %s', (_, change, field, message) => {
    const check = validateReviewForm({ ...good, ...change });
    expect(check.valid).toBe(false);
    expect(check.errors[field as keyof typeof check.errors]).toEqual([message]);
  });

  it('takes a phone in the SPEC 5 format, or none', () => {
    expect(validateReviewForm({ ...good, phone: '+7 900-123-45-67' }).valid).toBe(true);
    expect(validateReviewForm({ ...good, phone: '' }).valid).toBe(true);
    expect(validateReviewForm({ ...good, phone: '+7 ' }).valid).toBe(true);
  });

  it('takes exactly 20 and exactly 1500 characters', () => {
    expect(validateReviewForm({ ...good, text: 'а'.repeat(20) }).valid).toBe(true);
    expect(validateReviewForm({ ...good, text: 'а'.repeat(1500) }).valid).toBe(true);
  });
});
