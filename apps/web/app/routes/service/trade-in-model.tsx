import {
  CommentField,
  LeadForm,
  NameField,
  PhoneField,
  TextField,
} from '../../features/lead-form/index.ts';
import { handleLeadAction } from '../../features/lead-form/index.server.ts';
import { ServicePage } from '../../features/service/index.ts';
import { loadTradeInFor } from '../../features/service/index.server.ts';
import type { Route } from './+types/trade-in-model';

const TRADE_IN = 'form_trade_in';

// SPEC 2.7 /services/trade-in/{mark}/ and /services/trade-in/{mark}/{model}/: the form opens with the car.
export async function loader({ context, url, params }: Route.LoaderArgs) {
  return loadTradeInFor(context, url, params.mark, params.model);
}

export function action({ context, request }: Route.ActionArgs) {
  return handleLeadAction(request, context, { forms: [TRADE_IN] });
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    { title: loaderData.heading },
    { name: 'description', content: loaderData.view.description },
  ];
}

export default function TradeInModel({ loaderData }: Route.ComponentProps) {
  const { view, car } = loaderData;
  return (
    <ServicePage view={view}>
      <section aria-labelledby="service-form">
        <h2 id="service-form">Оценить автомобиль</h2>
        <LeadForm formId={TRADE_IN} defaults={car} submitLabel="Оценить">
          <NameField />
          <PhoneField />
          <TextField name="mark" label="Марка" maxLength={100} />
          <TextField name="model" label="Модель" maxLength={100} />
          <CommentField />
        </LeadForm>
      </section>
    </ServicePage>
  );
}
