/** The lead form a service page carries: which form of LEAD_FORMS, its heading, its fields. */
export interface ServiceForm {
  formId: string;
  heading: string;
  /** The form asks for the car (mark and model); trade-in requires them. */
  car: boolean;
  submitLabel: string;
  /** The label of the form's one attachment (FileField), when the page asks for a document. */
  attach?: string;
}

const form = (
  formId: string,
  heading: string,
  car = false,
  submitLabel = 'Отправить заявку',
  attach?: string,
): ServiceForm => ({ formId, heading, car, submitLabel, ...(attach && { attach }) });

// SPEC 3 form store: the form of each page that takes a request (paths as the API names pages).
const FORMS: Readonly<Record<string, ServiceForm>> = {
  'service/client-service': form('form_feedback_service', 'Обращение в клиентскую службу'),
  'service/auto-parts': form('form_parts', 'Заказать запчасти', true),
  'service/loyalty-program': form('form_loyalty', 'Стать участником программы'),
  'services/credit': form('form_credit', 'Заявка на кредит', true),
  'services/leasing': form('form_dealer_finance', 'Заявка на лизинг', true),
  'services/dom-avto-finance': form('form_dealer_finance', 'Заявка на финансирование', true),
  'services/insurance': form('form_insurance', 'Рассчитать страховку', true),
  'services/about-insurances': form('form_insurance', 'Рассчитать страховку', true),
  'services/prolongatsiya': form(
    'form_insurance',
    'Продлить полис',
    true,
    undefined,
    'Действующий полис',
  ),
  'services/remote_settlement_losses': form(
    'form_insurance',
    'Сообщить о страховом случае',
    true,
    undefined,
    'Фото повреждений или документ',
  ),
  'services/insurance-2': form('form_insurance_extended', 'Рассчитать расширенную страховку', true),
  'services/trade-in': form(
    'form_trade_in',
    'Оценить автомобиль',
    true,
    'Оценить',
    'Фото автомобиля',
  ),
  'services/commission': form('form_trade_in', 'Продать автомобиль на комиссии', true),
  'services/testdrive': form('form_testdrive', 'Запись на тест-драйв', true, 'Записаться'),
  'services/subscription': form('form_callback', 'Подобрать автомобиль по подписке'),
  'services/yandex_split': form('form_callback', 'Узнать об оплате частями'),
  'services/corporate': form('form_callback', 'Заявка для компании'),
  'services/fleet': form('form_callback', 'Заявка для автопарка'),
  'services/commercial': form('form_callback', 'Подобрать коммерческий транспорт'),
};

/** The form of a page by its API path, or null for a page that only informs. */
export function serviceFormOf(path: string): ServiceForm | null {
  return FORMS[path] ?? null;
}

/**
 * Whether the page at `pathname` takes a file with its form: the web server lets its body through
 * to the action, which reads it with the file's limit (every other form is held to a small one).
 */
export function takesFile(pathname: string): boolean {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  return Object.hasOwn(FORMS, path) && Boolean(FORMS[path]?.attach);
}

/** Every page path that carries a form, for the route table test. */
export const PAGES_WITH_FORMS: readonly string[] = Object.keys(FORMS);
