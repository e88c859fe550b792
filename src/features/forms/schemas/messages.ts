/** Field messages shared by the browser forms and the functions (spec 5 and 8 texts where the spec gives one). */
export const MESSAGES = {
  required: 'This is a required field.',
  codeLength: 'Code must be 6 digits.',
  postcode: 'Invalid postcode. Please enter a 4-digit number.',
  terms: '* You must agree to the terms of use before submitting the form.',
  dealership: '*Please select a dealership location',
  deliveryPostcode: 'Please enter a postcode.',
  // Not given by the spec: plain wording in the same voice.
  phone: 'Please enter a valid Australian phone number.',
  mobile: 'Please enter an Australian mobile number.',
  email: 'Please enter a valid email address.',
  location: 'Please select a location.',
  category: 'Please select a category.',
  tooLong: 'This value is too long.',
  number: 'Please enter a number.',
  choice: 'Please choose one of the options.',
  body: 'Expected a JSON object.',
} as const;
