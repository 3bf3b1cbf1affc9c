/** The card's query naming a call to action's form (?form=credit): its own module, so the card reads it without the forms' list. */
export const VEHICLE_FORM_QUERY = 'form';
