import * as v from 'valibot';

/** Text a tenant file must give: trimmed, and refused when nothing is left. */
export const RequiredText = v.pipe(v.string(), v.trim(), v.minLength(1, 'Must not be empty'));
