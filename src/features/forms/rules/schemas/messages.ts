/**
 * The one catalogue of user-facing messages: field messages (spec/site §5) and the error catalogue (spec/site §8).
 * The browser forms and the functions both import it; no other module spells these texts.
 */
export const MESSAGES = {
  required: 'This is a required field.',
  codeLength: 'Code must be 6 digits.',
  postcode: 'Invalid postcode. Please enter a 4-digit number.',
  postcodeNotFound: 'Invalid postcode',
  terms: '* You must agree to the terms of use before submitting the form.',
  dealership: '*Please select a dealership location',
  deliveryPostcode: 'Please enter a postcode.',
  /** spec/shopper §5: the delivery calculator when no region covers the postcode. */
  noDeliveryEstimate:
    "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
  fixErrors: 'Please fix the following errors:',
  submitFailed: 'An error occurred when submitting this form',
  tooManyAttempts: 'Too many verification attempts. Please try again later.',
  invalidCode: 'The verification code is invalid. Please try again.',
  quoteFailed: 'Failed to get YouX quick quote',
  customerFallback: 'Failed to create YouX customer',
  leadFailed: 'Lead submission failed',
  customerFailed: 'Failed to create customer with YouX',
  noRedirect: 'Failed to create customer or no redirect URL received.',
  unknown: 'An unknown error occurred.',
  unknownVerification: 'An unknown error occurred during verification.',
  unknownStep: 'An unknown error occurred while advancing step.',
  // Not given by the spec: plain wording in the same voice.
  phone: 'Please enter a valid Australian phone number.',
  mobile: 'Please enter an Australian mobile number.',
  email: 'Please enter a valid email address.',
  location: 'Please select a location.',
  category: 'Please select a category.',
  tooLong: 'This value is too long.',
  /** A text field sent something other than text (an API client's mistake). */
  text: 'Please enter text.',
  number: 'Please enter a number.',
  choice: 'Please choose one of the options.',
  body: 'Expected a JSON object.',
  /** A lead sent faster than a person fills a form (422): says what to do instead. */
  tooQuick: 'This form was sent too quickly. Please check your details, wait a few seconds and send it again.',
  /** The hidden honeypot field was filled, usually by browser autofill (422). */
  honeypot: 'This form could not be sent. Please reload the page, fill it in again and send it.',
  sendCodeFirst: 'Send a code to your mobile first.',
  /** A test drive asked for on a day already gone. */
  pastDate: 'Please choose today or a later date.',
  /** A date that is not on the calendar ('2027-02-31') or not written YYYY-MM-DD. */
  date: 'Please choose a valid date.',
  /** A test drive asked for beyond the booking window (calendar-date.ts BOOKING_WINDOW_MONTHS). */
  bookingWindow: 'Please choose a date within the next 12 months.',
  /** Test-drive time: the location has no free times on the chosen day (e.g. closed on Sundays). */
  noAppointmentTimes: 'No times are available on this day at this location. Please choose another day.',
  /** A time of day that is not HH:MM on a 24-hour clock. */
  time: 'Please choose a valid time between 00:00 and 23:59.',
  /** spec/site §5 finance form: the purchase price bounds, worded as the spec's sidebar message. */
  financePrice: 'Cannot be less than $10,000 or more than $200,000',
  wholeDollars: 'Please enter the price in whole dollars.',
  /** spec/site §5 finance form: loan term 1 to 7 years. */
  loanTerm: 'Please choose a loan term from 1 to 7 years.',
  /** lead_attributes, filled by the browser rather than typed: the contract, for API clients. */
  leadAttributes: 'Expected the pages visited and campaign parameters.',
  visitedPages: 'Expected a list of at most 50 page addresses of up to 500 characters each.',
  campaignParams:
    'Expected at most 30 campaign parameters, each a name of up to 100 characters with a text value of up to 500.',
  tags: 'Expected a list of at most 10 tags of up to 40 characters each.',
  /** /online-payment amount (logic/online-payment.ts ONLINE_PAYMENT). */
  paymentMin: 'Please enter an amount of at least $10.',
  paymentMax: 'Online payments are limited to $20,000. Please call us to pay a larger amount.',
  paymentCents: 'Please enter an amount in dollars and cents, e.g. 249.95.',
  paymentReference: 'Please enter the reference as printed on your invoice or statement (3 to 30 letters or digits).',
  /** Buy online, the finance step: the deposit is part of the car's price. */
  purchaseDeposit: 'The deposit must be less than the price of the car.',
  /** Buy online, the finance step: whole years up to the site's longest term. */
  purchaseTerm: 'Please choose a loan term from the list.',
} as const;

/** spec/site §4 phone verification: when the shopper may ask for another code, e.g. 'You can resend the code in 42 s.' */
export function resendCountdown(seconds: number): string {
  return `You can resend the code in ${seconds} s.`;
}

/** A vehicle year outside 1900 to next year (model years run a year ahead), e.g. 'Please enter a year from 1900 to 2027.' */
export function yearRange(latest: number): string {
  return `Please enter a year from 1900 to ${latest}.`;
}
