import * as v from 'valibot';

/**
 * A check that no two items of a list share `key`, reporting each repeat at its own path
 * (e.g. '[3].id: location id 2 is already used by [1]').
 */
export function uniqueBy<T extends Record<K, unknown>, K extends string & keyof T>(key: K, label: string) {
  return v.rawCheck<T[]>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const list = dataset.value;
    const first = new Map<unknown, number>();
    list.forEach((item, index) => {
      const value = item[key];
      const earlier = first.get(value);
      if (earlier === undefined) {
        first.set(value, index);
        return;
      }
      addIssue({
        message: `${label} ${JSON.stringify(value)} is already used by [${earlier}]`,
        path: [
          { type: 'array', origin: 'value', input: list, key: index, value: item },
          { type: 'object', origin: 'value', input: item, key, value },
        ],
      });
    });
  });
}
