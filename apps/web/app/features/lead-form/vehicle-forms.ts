/** The vehicle a card or tile form is about; it is named in the lead (SPEC 3 form store). */
export interface LeadVehicle {
  id: number;
  mark: string;
  model: string;
  /** Mark, model and modification, as the card's title. */
  title: string;
  /** Absent on a listing tile (the list has none): the action names it from the vehicle. */
  vin?: string;
  dealerCode: string;
  dealerName: string;
  condition: 'new' | 'used';
  price: number;
}

export type VehicleFormKey = 'stock' | 'credit' | 'trade-in' | 'testdrive' | 'history';

export interface VehicleFormEntry {
  key: VehicleFormKey;
  formId: string;
  /** The button on the card. */
  label: string;
  /** The heading of the open form. */
  title: string;
  /** Only for used vehicles: the history report. */
  usedOnly?: boolean;
}

/** The card's calls to action; ?form={key} opens one as a page section (the way without JavaScript). */
export const VEHICLE_FORMS: readonly VehicleFormEntry[] = [
  { key: 'stock', formId: 'form_stock', label: 'Запросить автомобиль', title: 'Запрос автомобиля' },
  { key: 'credit', formId: 'form_credit', label: 'Купить в кредит', title: 'Заявка на кредит' },
  { key: 'trade-in', formId: 'form_trade_in', label: 'Трейд-ин', title: 'Заявка на трейд-ин' },
  {
    key: 'testdrive',
    formId: 'form_testdrive',
    label: 'Записаться на тест-драйв',
    title: 'Запись на тест-драйв',
  },
  {
    key: 'history',
    formId: 'form_history',
    label: 'Отчёт об истории',
    title: 'Отчёт об истории автомобиля',
    usedOnly: true,
  },
];

export { VEHICLE_FORM_QUERY } from './vehicle-form-query.ts';

export function vehicleFormsFor(condition: LeadVehicle['condition']): VehicleFormEntry[] {
  return VEHICLE_FORMS.filter((entry) => !entry.usedOnly || condition === 'used');
}

export function vehicleFormByKey(key: string | null | undefined): VehicleFormEntry | undefined {
  return VEHICLE_FORMS.find((entry) => entry.key === key);
}

export function vehicleFormById(formId: string): VehicleFormEntry | undefined {
  return VEHICLE_FORMS.find((entry) => entry.formId === formId);
}
