/** Analytics event ids of lead forms (spec/site §7 of both documents). */
export const LEAD_EVENTS = {
  generalEnquiry: 22,
  careerEnquiry: 51,
  newEnquiry: 14,
  usedEnquiry: 15,
  newTestDrive: 17,
  usedTestDrive: 48,
  offerAccepted: 18,
  codeSent: 36,
  codeVerified: 37,
  saveCar: 39,
} as const;

/**
 * spec/site §4: 'Careers Enquiry' is re-sent as General Enquiry with subcategory 'Career Enquiry' and event 51;
 * spec/site §7: event 22 is the default for every other general enquiry category.
 */
export function careersRule(category: string): { category: string; subcategory: string | undefined; eventId: number } {
  if (category === 'Careers Enquiry')
    return { category: 'General Enquiry', subcategory: 'Career Enquiry', eventId: LEAD_EVENTS.careerEnquiry };
  return { category, subcategory: undefined, eventId: LEAD_EVENTS.generalEnquiry };
}

interface EventCar {
  car_type: string;
  tag?: string | undefined;
}

/** Car enquiry event: 15 for a used car, 14 for a new or demo one. */
function carEnquiryEvent(car: EventCar): number {
  return car.car_type === 'used' ? LEAD_EVENTS.usedEnquiry : LEAD_EVENTS.newEnquiry;
}

/**
 * The event a successful lead records: enquiry by category (22/51), car enquiry 14 new or demo / 15 used
 * (a sold car's 'Find Me Something Similar' request is an enquiry about that car too), test drive 17 new or
 * 'Test Drive Only' / 48 used; none for other forms.
 */
export function leadEventId(form: string, car: EventCar | undefined, category = ''): number | undefined {
  if (form === 'enquiry') return car ? carEnquiryEvent(car) : careersRule(category).eventId;
  if (form === 'find-similar' && car) return carEnquiryEvent(car);
  if (form === 'test-drive' && car)
    return car.car_type === 'used' && car.tag !== 'Test Drive Only'
      ? LEAD_EVENTS.usedTestDrive
      : LEAD_EVENTS.newTestDrive;
  return undefined;
}

/**
 * spec/shopper §7 'lead submission' and event ids: a lead sent with `offer_accepted: true` (the shopper accepted the
 * dealer's offer) also records event 18, beside its form's own event; any other value records nothing.
 */
export function offerEventId(offerAccepted: unknown): number | undefined {
  return offerAccepted === true ? LEAD_EVENTS.offerAccepted : undefined;
}
