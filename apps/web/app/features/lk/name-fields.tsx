import type { FormResult } from './types.ts';
import { Field } from './field.tsx';

export interface NameValues {
  firstName: string;
  lastName: string;
  middleName: string;
  email: string;
}

/** Name and e-mail of the profile and the registration form (SPEC 5 rules, checked by the API). */
export function NameFields({
  initial,
  result,
  firstNameRequired,
}: {
  initial: NameValues;
  result: FormResult | undefined;
  firstNameRequired: boolean;
}) {
  const value = (name: keyof NameValues) =>
    result && !result.ok ? (result.values[name] ?? '') : initial[name];
  const error = (name: keyof NameValues) => result?.errors[name];
  return (
    <>
      <Field
        label="Фамилия"
        name="lastName"
        autoComplete="family-name"
        maxLength={254}
        defaultValue={value('lastName')}
        error={error('lastName')}
      />
      <Field
        label={firstNameRequired ? 'Имя *' : 'Имя'}
        name="firstName"
        autoComplete="given-name"
        maxLength={254}
        required={firstNameRequired}
        defaultValue={value('firstName')}
        error={error('firstName')}
      />
      <Field
        label="Отчество"
        name="middleName"
        autoComplete="additional-name"
        maxLength={254}
        defaultValue={value('middleName')}
        error={error('middleName')}
      />
      <Field
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        maxLength={254}
        defaultValue={value('email')}
        error={error('email')}
      />
    </>
  );
}
