import * as v from 'valibot';

/**
 * A schema with its documentation (meaning, default, example) as its description, which the generated JSON
 * Schemas carry so editors show it on hover and in completions.
 */
export function doc<const S extends v.GenericSchema>(text: string, schema: S) {
  return v.pipe(schema, v.description<v.InferOutput<S>, string>(text));
}
