import { data, type RouterContextProvider } from 'react-router';
import { CREDIT_DEFAULTS, monthlyPayment } from '@dealer/domain';
import { apiContext } from '../../shared/api/context.ts';
import { CREDIT_FIELDS } from './credit-fields.ts';
import { handleLeadAction } from './lead-action.server.ts';
import { VEHICLE_FORMS, vehicleFormById } from './vehicle-forms.ts';

const num = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

/**
 * The card's action: the vehicle is read from the API, not from the form, and named in the lead
 * (carId, car, mark, model, VIN, dealer; the trade-in form keeps the visitor's own mark and model).
 */
export async function handleVehicleLeadAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  id: string,
) {
  const api = context.get(apiContext);
  const vehicle = /^\d{1,10}$/.test(id)
    ? await api.get('/catalog/:id', { params: { id }, optional: true })
    : undefined;
  if (!vehicle) throw data('Автомобиль не найден', { status: 404 });
  const formId = (await request.clone().formData()).get('formId');
  const entry = typeof formId === 'string' ? vehicleFormById(formId) : undefined;
  const car = `${vehicle.mark.name} ${vehicle.model.name} ${vehicle.modification}`.trim();
  const named =
    entry?.key === 'trade-in' ? {} : { mark: vehicle.mark.name, model: vehicle.model.name };
  return handleLeadAction(request, context, {
    forms: VEHICLE_FORMS.filter((f) => !f.usedOnly || vehicle.condition === 'used').map(
      (f) => f.formId,
    ),
    ...(entry?.key === 'credit' ? { extraFields: CREDIT_FIELDS } : {}),
    confirmBySms: entry?.key === 'history',
    context: {
      carId: vehicle.id,
      car,
      ...named,
      vin: vehicle.vin,
      dealer: vehicle.dealer.code,
      dealerName: vehicle.dealer.name,
      condition: vehicle.condition,
      price: vehicle.disprice || vehicle.price,
    },
    enrich: (values) => {
      if (entry?.key !== 'credit') return {};
      const price = vehicle.disprice || vehicle.price;
      const payment = monthlyPayment({
        price,
        downPayment: num(values.creditDownPayment, 0),
        termMonths: num(values.creditTerm, CREDIT_DEFAULTS.termMonths),
        ratePercent: num(values.creditRate, CREDIT_DEFAULTS.ratePercent),
      });
      return payment === null ? {} : { creditMonthly: payment };
    },
  });
}
