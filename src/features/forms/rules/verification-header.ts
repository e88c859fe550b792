/**
 * The header a finance lead and its customer carry the proof of a checked code in (spec/site §4 finance submit:
 * verify the code, then send the lead and create the customer); src/server/verify/verified-phone.ts checks it.
 */
export const VERIFICATION_HEADER = 'Phone-Verification';
