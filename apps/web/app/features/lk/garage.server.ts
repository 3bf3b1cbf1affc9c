import { redirect } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import { MESSAGES, href, validateStateNumber, validateVin } from '@dealer/domain';
import { apiContext } from '../../shared/api/context.ts';
import { notFound } from '../../shared/navigation/chain.server.ts';
import { done, failed, textFields } from './form-result.server.ts';
import { recordId, refuseCrossSite, requireUser } from './session.server.ts';

type Context = Readonly<RouterContextProvider>;

const CAR_FIELDS = ['mark', 'model', 'year', 'vin', 'stateNumber'] as const;
export const NEED_VIN_OR_PLATE = 'Укажите VIN или госномер';

export async function loadGarage(request: Request, context: Context) {
  const [user, garage] = await Promise.all([
    requireUser(context, request),
    context.get(apiContext).get('/lk/garage'),
  ]);
  return { user, cars: garage?.items ?? [], limit: garage?.limit ?? 0 };
}

export async function loadGarageCar(request: Request, context: Context, id: string | undefined) {
  const carId = recordId(id, request);
  const [user, car] = await Promise.all([
    requireUser(context, request),
    context.get(apiContext).get('/lk/garage/:id', { params: { id: carId } }),
  ]);
  if (!car) throw notFound(new URL(request.url).pathname);
  // Resolved here: the route table in the browser would bring the listing's URL code to the garage.
  return { user, car, serviceHref: href('lk-service-registration', {}, { car: car.id }) };
}

/** SPEC 5 checks of the add form, before the API checks them again. */
export function checkNewCar(values: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.mark) errors.mark = MESSAGES.required;
  if (!values.model) errors.model = MESSAGES.required;
  if (values.year && !/^(19|20)\d\d$/.test(values.year)) errors.year = 'Некорректный год';
  const vin = values.vin ? validateVin(values.vin) : null;
  if (vin) errors.vin = vin;
  const plate = values.stateNumber ? validateStateNumber(values.stateNumber) : null;
  if (plate) errors.stateNumber = plate;
  if (!values.vin && !values.stateNumber) errors.vin = NEED_VIN_OR_PLATE;
  return errors;
}

/** intent=add, main or remove (with id); the add-limit request is a lead of the form system. */
export async function garageAction(request: Request, context: Context) {
  refuseCrossSite(request);
  const api = context.get(apiContext);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');

  if (intent === 'add') {
    const values = textFields(form, CAR_FIELDS);
    const errors = checkNewCar(values);
    const first = Object.values(errors)[0];
    if (first)
      return failed({ status: 400, body: { message: first, details: toDetails(errors) } }, values);
    const answer = await api.post('/lk/garage', {
      body: {
        mark: values.mark ?? '',
        model: values.model ?? '',
        year: values.year ? Number(values.year) : null,
        vin: values.vin ? values.vin.toUpperCase() : null,
        stateNumber: values.stateNumber || null,
      },
    });
    if (answer.status !== 200) return failed(answer, values);
    return done('Автомобиль добавлен в гараж');
  }

  const id = recordId(String(form.get('id') ?? ''), request);
  if (intent === 'main') {
    const answer = await api.patch('/lk/garage/:id', { params: { id }, body: { isMain: true } });
    if (answer.status !== 200) return failed(answer, {});
    return done('Основной автомобиль выбран');
  }
  if (intent === 'remove') {
    const answer = await api.delete('/lk/garage/:id', { params: { id } });
    if (answer.status !== 200) return failed(answer, {});
    // From the car's own page there is nothing left to show.
    if (form.get('from') === 'car') throw redirect('/lk/garage/');
    return done('Автомобиль удалён из гаража');
  }
  return failed({ status: 400, body: { message: 'Неизвестное действие' } }, {});
}

function toDetails(errors: Record<string, string>) {
  return Object.entries(errors).map(([field, message]) => ({ field, message }));
}
